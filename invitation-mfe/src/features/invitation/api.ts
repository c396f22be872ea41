import type { Invitation, InvitationGuest } from '@party/domain';
import { fetchApi } from '@party/shared-ui';

/** The answer to POST /api/invitations/{invitationId}/rsvps. */
export interface RsvpSent {
  id: number;
}

// The invitation page reaches the API by the invitation's own id only: it can never read, edit or
// pay the booking (those calls know only the booking id, which this page never sees). Its two
// calls use plain fetch, not the site's RTK Query API: Redux would be a fifth of what a guest
// opening the link from an SMS downloads (decision 022).

const invitationPath = (invitationId: string) => `/invitations/${encodeURIComponent(invitationId)}`;

// One request per invitation per page load, whichever component asks first (React's StrictMode
// mounts a page twice), until the page asks again.
const requested = new Map<string, Promise<Invitation>>();

/** The invitation, asked for once per page load; `again` asks anew (after a failure). */
export function requestInvitation(invitationId: string, { again = false } = {}): Promise<Invitation> {
  let request = requested.get(invitationId);
  if (!request || again) {
    request = fetchApi<Invitation>(invitationPath(invitationId));
    // Asked for during a render, it may fail before the page that shows the failure has mounted:
    // the page reads the failure from this promise when it does, so it is not unhandled.
    request.catch(() => undefined);
    requested.set(invitationId, request);
  }
  return request;
}

/** Forgets the invitations asked for, as a new page load would (for tests). */
export function forgetRequestedInvitations(): void {
  requested.clear();
}

export function sendRsvp(invitationId: string, guests: InvitationGuest[]): Promise<RsvpSent> {
  return fetchApi<RsvpSent>(`${invitationPath(invitationId)}/rsvps`, { method: 'POST', body: { guests } });
}
