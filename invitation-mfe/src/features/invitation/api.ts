import { API_PATHS, apiPath, type Invitation, type RsvpRequest, type RsvpSent } from '@party/domain';
import { fetchApi } from '@party/shared-ui';

// The invitation page reaches the API by the invitation's own id only: it can never read, edit or
// pay the booking (those calls know only the booking id, which this page never sees). Its two
// calls use plain fetch, not the site's RTK Query API: Redux would be a fifth of what a guest
// opening the link from an SMS downloads (decision 022).

// One request per visit of the page, whichever component asks first (React's StrictMode renders
// and mounts a page twice), until the page asks again or is left.
const requested = new Map<string, Promise<Invitation>>();

/** The invitation, asked for once per visit of the page; `again` asks anew (after a failure). */
export function requestInvitation(invitationId: string, { again = false } = {}): Promise<Invitation> {
  let request = requested.get(invitationId);
  if (!request || again) {
    request = fetchApi<Invitation>(apiPath(API_PATHS.invitation, { invitationId }));
    // Asked for during a render, it may fail before the page that shows the failure has mounted:
    // the page reads the failure from this promise when it does, so it is not unhandled.
    request.catch(() => undefined);
    requested.set(invitationId, request);
  }
  return request;
}

/** The page is left: its next visit asks for the invitation anew. */
export function forgetInvitation(invitationId: string): void {
  requested.delete(invitationId);
}

/** One family's answer; it replaces an earlier one from the same email. */
export function sendRsvp(invitationId: string, answer: RsvpRequest): Promise<RsvpSent> {
  return fetchApi<RsvpSent>(apiPath(API_PATHS.invitationRsvps, { invitationId }), { method: 'POST', body: answer });
}

/** The party as an .ics file, made by the API: a phone opens it in its calendar. */
export const invitationCalendarPath = (invitationId: string): string => apiPath(API_PATHS.invitationCalendar, { invitationId });
