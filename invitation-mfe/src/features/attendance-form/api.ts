import { API_PATHS, apiPath, type AttendanceForm, type AttendanceFormSaveRequest } from '@party/domain';
import { fetchApi } from '@party/shared-ui';

// A family's attendance form, by its own id only (the link sent to that family): plain fetch, as the
// invitation page's calls are (decision 022).

export function readAttendanceForm(formId: string): Promise<AttendanceForm> {
  return fetchApi<AttendanceForm>(apiPath(API_PATHS.attendanceForm, { formId }));
}

/** The whole form, made from `version`; the API answers with the form as saved. */
export function saveAttendanceForm(formId: string, body: AttendanceFormSaveRequest): Promise<AttendanceForm> {
  return fetchApi<AttendanceForm>(apiPath(API_PATHS.attendanceForm, { formId }), { method: 'PUT', body });
}
