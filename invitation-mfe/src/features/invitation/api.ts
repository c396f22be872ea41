import type { Invitation, InvitationGuest } from '@party/domain';
import { baseApi } from '@party/shared-ui';

/** The answer to POST /api/invitations/{invitationId}/rsvps. */
export interface RsvpSent {
  id: number;
}

// The invitation page reaches the API by the invitation's own id only: it can never read, edit or
// pay the booking (those calls know only the booking id, which this page never sees).
export const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<Invitation, string>({
      query: (invitationId) => `/invitations/${encodeURIComponent(invitationId)}`,
      providesTags: (_result, _error, invitationId) => [{ type: 'Invitation', id: invitationId }],
    }),
    sendRsvp: build.mutation<RsvpSent, { invitationId: string; guests: InvitationGuest[] }>({
      query: ({ invitationId, guests }) => ({ url: `/invitations/${encodeURIComponent(invitationId)}/rsvps`, method: 'POST', body: { guests } }),
    }),
  }),
});

export const { useGetInvitationQuery, useSendRsvpMutation } = invitationApi;
