import { birthdayParty, INVITATION_MESSAGES, invitationDescription, invitationTitle, type Invitation } from '@party/domain';

/** The page's head: its title, and the line a link preview shows under it. */
export interface InvitationMeta {
  title: string;
  /** Absent when the venue's name is not known (it says where the party is). */
  description?: string;
}

/**
 * What the page's head says of the party, written by the server into the first response (a chat
 * app's link preview runs no script) and kept by the page in the browser: the child's first name
 * and age, when, at which venue, and the host's first name (all shown on the page itself); never a
 * surname, a phone number, an email or an address.
 */
export function invitationMeta(invitation: Invitation, venueName: string | undefined): InvitationMeta {
  // A party called off says so in the preview too: a guest who opens the old link learns it first.
  if (invitation.canceled) {
    const party = birthdayParty(invitation.childfName, invitation.childAge);
    return { title: `${party.charAt(0).toUpperCase()}${party.slice(1)} is not going ahead`, description: INVITATION_MESSAGES.partyCanceled };
  }
  const title = invitationTitle(invitation);
  return venueName === undefined ? { title } : { title, description: invitationDescription(invitation, venueName) };
}
