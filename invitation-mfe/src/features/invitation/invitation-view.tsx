import { useMemo } from 'react';
import {
  directionsUrl,
  formatDisplayDate,
  formatTimeRange,
  googleCalendarUrl,
  INVITATION_MESSAGES,
  invitationCalendarEvent,
  invitationPath,
  phoneHref,
  type Invitation,
  type Venue,
} from '@party/domain';
import {
  AnchorButton,
  BookingNotFound,
  Button,
  Card,
  LoadingState,
  SummaryList,
  apiErrorStatus,
  useSiteOrigin,
  useVenue,
} from '@party/shared-ui';
import { invitationCalendarPath } from './api';
import { invitationMeta } from './invitation-meta';
import { PartyBanner } from './party-banner';
import type { PreparedInvitation } from './prepared-invitation';
import { RsvpForm } from './rsvp-form';
import { useDocumentMeta } from './use-document-meta';
import { useInvitation } from './use-invitation';
import styles from './invitation.module.css';

export interface InvitationViewProps {
  invitationId: string;
  /** What the server read, when it rendered the page: the page starts from it and asks nothing. */
  prepared?: PreparedInvitation;
}

/** The invitation of the link's id: who invites to what, when and where, the RSVP form and the venue's contact. */
export function InvitationView({ invitationId, prepared }: InvitationViewProps) {
  if (!invitationId) return <InvitationNotFound />;
  return <InvitationOfId invitationId={invitationId} prepared={prepared} />;
}

function InvitationOfId({ invitationId, prepared }: InvitationViewProps) {
  const [invitation, tryAgain] = useInvitation(invitationId, prepared);
  if (invitation.status === 'loading') return <LoadingState label="Loading your invitation…" />;
  if (invitation.status === 'failed') {
    // A link that names no party cannot be tried again; a dropped connection can.
    const unknown = apiErrorStatus(invitation.error) === 404;
    return <InvitationNotFound onTryAgain={unknown ? undefined : tryAgain} />;
  }
  return <InvitationDetails invitationId={invitationId} invitation={invitation.invitation} />;
}

const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

function InvitationDetails({ invitationId, invitation }: { invitationId: string; invitation: Invitation }) {
  const venue = useVenue();
  // The event's details link back to the invitation by its full address: the server's markup has it
  // already, and the browser hydrates the same (shared-ui's site-origin).
  const origin = useSiteOrigin();
  const google = useMemo(
    () => googleCalendarUrl(invitationCalendarEvent(invitation, venue, `${origin}${invitationPath(invitationId)}`)),
    [invitation, venue, invitationId, origin],
  );
  useDocumentMeta(invitationMeta(invitation, venue.name));
  const rsvpBy = formatDisplayDate(invitation.rsvpDate);
  const child = invitation.childfName.trim();

  if (invitation.canceled) return <PartyCanceled invitation={invitation} />;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <PartyBanner age={invitation.childAge} />
        <h1 className={styles.title}>You&apos;re Invited!</h1>
        <p className={styles.lead}>{child ? `${child} is turning ${invitation.childAge}!` : `Turning ${invitation.childAge}!`}</p>
        <p className={styles.where}>Come and celebrate at {venue.name}.</p>
        {invitation.hostFirstName ? <p className={styles.host}>from {invitation.hostFirstName}</p> : null}
      </header>

      <Card title="The Party">
        <SummaryList
          rows={[
            { key: 'date', label: 'Date', value: formatDisplayDate(invitation.date) },
            { key: 'time', label: 'Time', value: formatTimeRange(invitation.startTime, invitation.endTime) },
            { key: 'room', label: 'Room', value: invitation.roomName },
            {
              key: 'where',
              label: 'Where',
              value: (
                <>
                  {venue.name}
                  <br />
                  {venue.address}
                </>
              ),
            },
            { key: 'rsvp-by', label: 'RSVP by', value: rsvpBy },
          ]}
        />
        <ul className={`stack-list ${styles.partyLinks}`}>
          <li>
            <AnchorButton fullWidth href={directionsUrl(venue.address)} target="_blank" rel="noopener noreferrer">
              Get Directions{newTab}
            </AnchorButton>
          </li>
          <li>
            {/* Made by the API as a file a phone opens in its calendar (Apple, Outlook, Android). */}
            <AnchorButton fullWidth href={invitationCalendarPath(invitationId)}>
              Add to Calendar (.ics)
            </AnchorButton>
          </li>
          <li>
            <AnchorButton fullWidth href={google} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar{newTab}
            </AnchorButton>
          </li>
        </ul>
      </Card>

      <RsvpForm invitationId={invitationId} childfName={child} rsvpBy={rsvpBy} partyDate={invitation.date} open={invitation.rsvpOpen} />

      <Card title="Questions?">
        <p className={styles.contactIntro}>Contact {venue.name}:</p>
        <ContactLinks venue={venue} />
      </Card>
    </article>
  );
}

/**
 * A party its parent or the venue called off (decision 052): the page says it is not going ahead,
 * names the party it was (its date, time and room, so a guest knows which), and takes no RSVP and
 * offers no calendar.
 */
function PartyCanceled({ invitation }: { invitation: Invitation }) {
  const venue = useVenue();
  const child = invitation.childfName.trim();
  return (
    <article className={styles.page}>
      <header className={`${styles.hero} ${styles.canceledHero}`}>
        <h1 className={styles.title}>{INVITATION_MESSAGES.partyCanceledTitle}</h1>
        <p className={styles.canceledText}>{INVITATION_MESSAGES.partyCanceled}</p>
      </header>
      <Card title="The Party">
        <SummaryList
          rows={[
            { key: 'whose', label: 'Party', value: child ? `${child}, turning ${invitation.childAge}` : `Turning ${invitation.childAge}` },
            { key: 'date', label: 'Date', value: formatDisplayDate(invitation.date) },
            { key: 'time', label: 'Time', value: formatTimeRange(invitation.startTime, invitation.endTime) },
            { key: 'where', label: 'Where', value: `${invitation.roomName}, ${venue.name}` },
          ]}
        />
      </Card>
      <Card title="Questions?">
        <p className={styles.contactIntro}>Contact {venue.name}:</p>
        <ContactLinks venue={venue} />
      </Card>
    </article>
  );
}

/** The venue's phone (a tel: link, one tap to call) and email, each on its own line. */
function ContactLinks({ venue: { phone, email } }: { venue: Venue }) {
  return (
    <ul className={`stack-list ${styles.contact}`}>
      <li>
        Call <a href={phoneHref(phone)}>{phone}</a>
      </li>
      <li>
        Email <a href={`mailto:${email}`}>{email}</a>
      </li>
    </ul>
  );
}

/** The spec's load failure, with the venue's contact to ask, and Try again when the network failed. */
function InvitationNotFound({ onTryAgain }: { onTryAgain?: () => void }) {
  const venue = useVenue();
  return (
    <BookingNotFound actions={onTryAgain ? <Button onClick={onTryAgain}>Try again</Button> : null}>
      <ContactLinks venue={venue} />
    </BookingNotFound>
  );
}
