import { API_PATHS, type StaffAuditPage } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH } from '../../shared/staff-queries';

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the audit log, newest first; `before` is the last entry of the page shown above it. */
    getAuditPage: build.query<StaffAuditPage, string | undefined>({
      query: (before) => ({ url: API_PATHS.staffAudit, params: before ? { before, limit: '50' } : { limit: '50' } }),
      providesTags: ['StaffAudit'],
      ...READ_AFRESH,
    }),
  }),
});

export const { useGetAuditPageQuery } = auditApi;
