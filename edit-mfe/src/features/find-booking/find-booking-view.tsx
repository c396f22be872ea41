import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FIND_BOOKING_MESSAGES, fieldErrors, findBookingRequest, phoneHref } from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, Button, Card, PageHeader, TextField, useVenue, type ApiError } from '@party/shared-ui';
import { askForBookingLinks } from './api';
import styles from './find-booking.module.css';

type Problem = { kind: 'limited'; message: string } | { kind: 'failed' };

/**
 * Find My Booking: a parent who lost the email gives the address they booked with, and the links
 * of its upcoming bookings are emailed to it. The page says the same whatever the address (the
 * API's answer does not say whether anyone booked with it).
 */
export function FindBookingView() {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const error = attempted ? (fieldErrors(findBookingRequest, { email }).email as string | undefined) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setProblem(undefined);
    if (fieldErrors(findBookingRequest, { email }).email) {
      form.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await askForBookingLinks({ email: email.trim() });
      setSentTo(email.trim());
    } catch (failure) {
      const apiFailure = failure as ApiError;
      setProblem(apiErrorCode(apiFailure) === 'rate-limited' ? { kind: 'limited', message: apiErrorMessage(apiFailure) } : { kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Find My Booking">
        Lost the email with your booking&apos;s links? Enter the email address you booked with, and we&apos;ll email you the links to your
        upcoming parties and after-hours events.
      </PageHeader>
      <Card title="Send Me the Links">
        {sentTo === undefined ? (
          <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label="Find my booking">
            <TextField
              label="Email address"
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              name="email"
              value={email}
              error={error}
              hint="The one you gave when you booked."
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={busy} busyLabel="Sending...">
                Email Me the Links
              </Button>
            </div>
            {problem ? <ProblemMessage problem={problem} /> : null}
          </form>
        ) : (
          <Sent
            address={sentTo}
            onAgain={() => {
              setSentTo(undefined);
              setAttempted(false);
            }}
          />
        )}
      </Card>
    </div>
  );
}

function ProblemMessage({ problem }: { problem: Problem }) {
  const venue = useVenue();
  if (problem.kind === 'limited') return <Alert tone="danger">{problem.message}</Alert>;
  return (
    <Alert tone="danger">
      We could not send your request just now. Please try again, or call us on <a href={phoneHref(venue.phone)}>{venue.phone}</a>.
    </Alert>
  );
}

/** What the page says once asked, whatever the address: the keyboard and screen readers go to it. */
function Sent({ address, onAgain }: { address: string; onAgain: () => void }) {
  const venue = useVenue();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className={styles.sent} tabIndex={-1}>
      <Alert tone="success" title="Check your inbox">
        <p>{FIND_BOOKING_MESSAGES.sent}</p>
      </Alert>
      <p>
        Address: <strong>{address}</strong>. An email can take a few minutes, and may land in your spam folder. Nothing after that? Call
        us on <a href={phoneHref(venue.phone)}>{venue.phone}</a>.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          Try Another Address
        </Button>
      </div>
    </div>
  );
}
