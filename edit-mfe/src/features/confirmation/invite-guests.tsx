import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { invitationPath, invitationShare, type BookingRecord } from '@party/domain';
import { AnchorButton, Button, Card, useSiteOrigin, useVenue } from '@party/shared-ui';
import styles from './invite-guests.module.css';

type Copied = 'link' | 'message' | 'failed' | null;

/** How long 'Copied' stays on screen. */
const COPIED_MS = 4000;

const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * The invitation, ready to send: a message naming the child, the date, the time, the venue and
 * the link, sent in one tap by the phone's share sheet, SMS, WhatsApp or email, or copied; and the
 * link itself in a field, to copy on its own. The link is on the site's own address, which a page
 * the server rendered has in its data: the server's markup shows all of it, and the browser adopts
 * that markup rather than drawing the card again (issue 41).
 */
export function InviteGuests({ booking }: { booking: BookingRecord }) {
  return (
    <Card title="Invite Your Guests" className={styles.invite}>
      <p className={styles.intro}>
        Guests see the party&apos;s details and RSVP; their answers appear on your booking&apos;s guest list.
      </p>
      <SendInvitation booking={booking} />
    </Card>
  );
}

/** The ways to send the invitation, the message and the link. */
function SendInvitation({ booking }: { booking: BookingRecord }) {
  const venue = useVenue();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const url = `${useSiteOrigin()}${invitationPath(booking.invitationId)}`;
  const share = useMemo(
    () =>
      invitationShare({
        childfName: booking.childfName,
        childAge: booking.childAge,
        date: booking.date,
        startTime: booking.startTime,
        endTime: booking.endTime,
        venueName: venue.name,
        url,
      }),
    [booking, venue.name, url],
  );

  useEffect(() => {
    if (copied !== 'link' && copied !== 'message') return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(what: 'link' | 'message') {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(what === 'link' ? url : share.message);
      setCopied(what);
    } catch {
      // Without clipboard access the link is selected, for the parent to copy by hand.
      field.current?.select();
      setCopied('failed');
    }
  }

  /**
   * The phone's share sheet; a browser without one (some desktops) copies the message instead. The
   * button is there either way, so that the server's markup, drawn before any script, is the page's
   * final one: a button that came only once the script had asked the browser would push the message
   * and the link down under the parent's finger.
   */
  async function openShareSheet() {
    if (typeof navigator.share !== 'function') return copy('message');
    try {
      await navigator.share({ title: share.subject, text: share.lead, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  }

  return (
    <>
      <ul className={styles.choices} aria-label="Send the invitation">
        <li className={styles.wide}>
          <Button fullWidth onClick={() => void openShareSheet()}>
            Share
          </Button>
        </li>
        <li>
          <AnchorButton fullWidth className={styles.choiceButton} href={share.sms}>
            SMS
          </AnchorButton>
        </li>
        <li>
          <AnchorButton fullWidth className={styles.choiceButton} href={share.whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp{newTab}
          </AnchorButton>
        </li>
        <li>
          <AnchorButton fullWidth className={styles.choiceButton} href={share.email}>
            Email
          </AnchorButton>
        </li>
        <li>
          <Button variant="secondary" fullWidth className={styles.choiceButton} onClick={() => void copy('message')}>
            Copy message
          </Button>
        </li>
      </ul>
      <figure className={styles.preview}>
        <figcaption className={styles.label}>The message</figcaption>
        <blockquote className={styles.message}>{share.message}</blockquote>
      </figure>
      <label className={styles.label} htmlFor={fieldId}>
        Invitation link
      </label>
      <div className="wrap-row gap-2">
        <input id={fieldId} ref={field} className={styles.field} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy('link')}>
          Copy link
        </Button>
      </div>
      <p role="status" className={copied === 'failed' ? styles.failed : styles.copied}>
        {copied === 'link' ? '✓ Link copied' : copied === 'message' ? '✓ Message copied' : ''}
        {copied === 'failed' ? 'Could not copy: the link is selected, copy it from the field.' : ''}
      </p>
    </>
  );
}
