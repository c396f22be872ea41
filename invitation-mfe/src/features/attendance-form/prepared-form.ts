import { API_PATHS, apiPath, type AttendanceForm } from '@party/domain';
import { apiErrorStatus, fetchApi, type ApiError, type PageData, type PageRequest, type PreparedPage } from '@party/shared-ui';

/**
 * What the server read for the form page, as for the invitation (docs/decisions/029): the form,
 * or the HTTP status its request failed with (null when the API did not answer).
 */
export type PreparedForm = { formId: string } & ({ form: AttendanceForm } | { errorStatus: number | null });

/** On the server: the form of the link's id, for the page to render with. */
export async function prepareFormPage(request: PageRequest): Promise<PreparedPage> {
  const formId = request.params.formId ?? '';
  if (!formId) return {};
  const [form] = await Promise.allSettled([fetchApi<AttendanceForm>(apiPath(API_PATHS.attendanceForm, { formId }), { serverApi: request.api })]);
  const data: PreparedForm =
    form.status === 'fulfilled' ? { formId, form: form.value } : { formId, errorStatus: apiErrorStatus(form.reason as ApiError) ?? null };
  return { data };
}

/** In the browser: what the server prepared for this form, if it did. */
export function preparedFormOf(data: PageData | undefined, formId: string): PreparedForm | undefined {
  if (!data || data.formId !== formId) return undefined;
  return 'form' in data || 'errorStatus' in data ? (data as PreparedForm) : undefined;
}
