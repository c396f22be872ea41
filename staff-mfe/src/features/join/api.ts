import { API_PATHS, apiPath, type StaffAcceptInvitation, type StaffInvitation, type StaffSession } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH } from '../../shared/staff-queries';

export const joinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who an invitation is for, and (owners and managers) the second factor's secret to set up. */
    getInvitation: build.query<StaffInvitation, string>({
      query: (token) => apiPath(API_PATHS.staffInvitation, { token }),
      // The secret is shown once, on this page: nothing keeps it after.
      ...READ_AFRESH,
    }),
    /** The password chosen (and the first code): the account is made and signed in. */
    acceptInvitation: build.mutation<StaffSession, { token: string; body: StaffAcceptInvitation }>({
      query: ({ token, body }) => ({ url: apiPath(API_PATHS.staffInvitation, { token }), method: 'POST', body }),
    }),
  }),
});

export const { useGetInvitationQuery, useAcceptInvitationMutation } = joinApi;
