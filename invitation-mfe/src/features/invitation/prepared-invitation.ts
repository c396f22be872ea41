import { API_PATHS, apiPath, type Invitation } from '@party/domain';
import { apiErrorStatus, fetchApi, type ApiError, type PageData, type PageRequest, type PreparedPage } from '@party/shared-ui';
import { invitationMeta } from './invitation-meta';

/**
 * What the server read for the invitation page (docs/decisions/029). It travels in the page as
 * JSON, and the browser hydrates with it without asking again: the invitation, or the HTTP status
 * its request failed with (null when the API did not answer), never the failure's text.
 */
export type PreparedInvitation = { invitationId: string } & ({ invitation: Invitation } | { errorStatus: number | null });

/**
 * On the server: the invitation of the link's id, for the page to render with, and the page's
 * title and description. A failure is data too: the page renders its not-found or error state.
 */
export async function prepareInvitationPage(request: PageRequest): Promise<PreparedPage> {
  const invitationId = request.params.id ?? '';
  // No id: the page says the invitation is not found without asking anything.
  if (!invitationId) return {};
  // Not through `requestInvitation`: its one request per visit is kept until the page is left,
  // which a page rendered on the server never is.
  const [invitation] = await Promise.allSettled([fetchApi<Invitation>(apiPath(API_PATHS.invitation, { invitationId }), { serverApi: request.api })]);
  // The venue's name is for the description only: the shell read it for the page.
  const venue = request.venue;
  if (invitation.status === 'rejected') {
    const data: PreparedInvitation = { invitationId, errorStatus: apiErrorStatus(invitation.reason as ApiError) ?? null };
    return { data };
  }
  const data: PreparedInvitation = { invitationId, invitation: invitation.value };
  return { data, ...invitationMeta(invitation.value, venue?.name) };
}

/** In the browser: what the server prepared for this invitation, if it prepared it. */
export function preparedInvitationOf(data: PageData | undefined, invitationId: string): PreparedInvitation | undefined {
  if (!data || data.invitationId !== invitationId) return undefined;
  return 'invitation' in data || 'errorStatus' in data ? (data as PreparedInvitation) : undefined;
}
