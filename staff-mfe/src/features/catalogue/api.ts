import { API_PATHS, apiPath, type AfterHoursRatesInput, type CatalogueKind, type StaffCatalogue, type StaffCatalogueChange } from '@party/domain';
import { baseApi, whenSaved, type ApiError } from '@party/shared-ui';
import { readPage } from '../../shared/staff-queries';

/** Each change answers the whole catalogue as it now is: the page shows it without asking again. */
const keepAnswer = whenSaved((change: StaffCatalogueChange, dispatch) => {
  dispatch(catalogueApi.util.upsertQueryData('getStaffCatalogue', undefined, change.catalogue));
});

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every item, hidden ones too, each with its version; the after-hours rates; the pictures. */
    getStaffCatalogue: build.query<StaffCatalogue, void>(readPage(API_PATHS.staffCatalogue)),
    /** A new item of the kind, last of its list. */
    createCatalogueItem: build.mutation<StaffCatalogueChange, { kind: CatalogueKind; input: Record<string, unknown> }>({
      query: ({ kind, input }) => ({ url: apiPath(API_PATHS.staffCatalogueKind, { kind }), method: 'POST', body: input }),
      invalidatesTags: ['StaffAudit'],
      onQueryStarted: keepAnswer,
    }),
    /** An item's fields (hidden or shown too) at the version read: refused 409 'changed-meanwhile' when another change came first. */
    changeCatalogueItem: build.mutation<StaffCatalogueChange, { kind: CatalogueKind; id: string; input: Record<string, unknown>; version: number }>({
      query: ({ kind, id, input, version }) => ({ url: apiPath(API_PATHS.staffCatalogueItem, { kind, id }), method: 'PUT', body: { ...input, version } }),
      invalidatesTags: ['StaffAudit'],
      onQueryStarted: keepAnswer,
    }),
    /** The after-hours rates at the version read. */
    changeAfterHoursRates: build.mutation<StaffCatalogueChange, AfterHoursRatesInput & { version: number }>({
      query: (body) => ({ url: API_PATHS.staffAfterHoursRates, method: 'PUT', body }),
      invalidatesTags: ['StaffAudit'],
      onQueryStarted: keepAnswer,
    }),
  }),
});

export const { useGetStaffCatalogueQuery, useCreateCatalogueItemMutation, useChangeCatalogueItemMutation, useChangeAfterHoursRatesMutation } = catalogueApi;

/** The item (or rates) as it now is, when a change was refused because another came first (409 'changed-meanwhile'). */
export function changedMeanwhile<T>(error: ApiError | undefined): T | undefined {
  if (!error || !('status' in error) || error.status !== 409 || typeof error.data !== 'string') return undefined;
  try {
    const answer = JSON.parse(error.data) as { code?: string; current?: T };
    return answer.code === 'changed-meanwhile' ? answer.current : undefined;
  } catch {
    return undefined;
  }
}
