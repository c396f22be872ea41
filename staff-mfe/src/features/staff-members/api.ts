import { API_PATHS, apiPath, type StaffInvite, type StaffMemberChange, type StaffMembers } from '@party/domain';
import { baseApi, whenSaved } from '@party/shared-ui';
import { readPage } from '../../shared/staff-queries';

/**
 * The venue's staff (/staff, owners; decision 040). A change of a member answers the whole staff
 * page, which replaces the one shown; an invitation or a reset is followed by a fresh read.
 */
export const staffMembersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<StaffMembers, void>(readPage(API_PATHS.staffMembers)),
    /** Emails a one-time link (24 hours) to join with this role. */
    inviteStaff: build.mutation<{ email: string; role: string; expiresAt: string }, StaffInvite>({
      query: (body) => ({ url: API_PATHS.staffInvitations, method: 'POST', body }),
      invalidatesTags: ['StaffAudit'],
    }),
    /** A new role, deactivated (their sessions end at once) or active again; 409 'last-owner' when no active owner would be left. */
    changeMember: build.mutation<StaffMembers, { id: string; change: StaffMemberChange }>({
      query: ({ id, change }) => ({ url: apiPath(API_PATHS.staffMember, { id }), method: 'PUT', body: change }),
      onQueryStarted: whenSaved((members, dispatch) => {
        dispatch(staffMembersApi.util.upsertQueryData('getMembers', undefined, members));
      }),
      invalidatesTags: ['StaffAudit'],
    }),
    /** Their password and second factor stop, their sessions end, and they are emailed a link to set both up again. */
    resetSecondFactor: build.mutation<{ email: string; expiresAt: string }, string>({
      query: (id) => ({ url: apiPath(API_PATHS.staffMemberSecondFactorReset, { id }), method: 'POST', body: {} }),
      invalidatesTags: ['StaffAudit'],
    }),
  }),
});

export const { useGetMembersQuery, useInviteStaffMutation, useChangeMemberMutation, useResetSecondFactorMutation } = staffMembersApi;
