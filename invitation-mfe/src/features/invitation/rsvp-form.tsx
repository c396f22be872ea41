import { useEffect, useRef, type FormEvent } from 'react';
import { Alert, Button, Card } from '@party/shared-ui';
import { GuestFields, fieldName } from './guest-fields';
import { useRsvpForm, type GuestField } from './use-rsvp-form';
import styles from './invitation.module.css';

/** Names of the buttons the keyboard is moved to: Add Another Guest after a removal, Send after a failure. */
const ADD_GUEST = 'add-guest';
const SEND = 'send-rsvp';

function focusControl(form: HTMLFormElement | null, name: string) {
  (form?.elements.namedItem(name) as HTMLElement | null)?.focus();
}

export interface RsvpFormProps {
  invitationId: string;
  /** Whose party it is, for the confirmation: "Mia's family". */
  childfName: string;
  rsvpBy: string;
}

/** The guest's answer: one or more guests, sent together as one RSVP. */
export function RsvpForm({ invitationId, childfName, rsvpBy }: RsvpFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const rsvp = useRsvpForm(invitationId);
  const { status } = rsvp;
  // Where the keyboard goes once the form has re-rendered (a new guest, a field to correct).
  const focusNext = useRef<{ key: number; field: GuestField } | 'add' | null>(null);
  const wasSent = useRef(false);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) focusControl(form.current, target === 'add' ? ADD_GUEST : fieldName(target.key, target.field));
  });

  useEffect(() => {
    if (status === 'sent') confirmation.current?.focus();
    // Back to an empty form: the keyboard starts again from the form's title, and no phone
    // keyboard pops up by itself.
    else if (wasSent.current) heading.current?.focus();
    wasSent.current = status === 'sent';
  }, [status]);

  // The fields and Send were disabled while sending, which took the focus away: give it back.
  useEffect(() => {
    if (rsvp.failure) focusControl(form.current, SEND);
  }, [rsvp.failure]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const toCorrect = rsvp.submit();
    if (toCorrect) focusNext.current = toCorrect;
  }

  const who = childfName ? `${childfName}'s family` : 'The family';
  return (
    <Card title="RSVP" headingRef={heading}>
      {status === 'sent' ? (
        <div ref={confirmation} tabIndex={-1} role="status" className={styles.sent}>
          <p className={styles.sentTitle}>Thank you! Your RSVP has been sent.</p>
          <p>{who} will see your answer.</p>
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={onSubmit}>
          <p className={styles.intro}>
            Please let us know who is coming by <strong>{rsvpBy}</strong>. Fields marked (required) must be filled in.
          </p>
          {rsvp.guests.map((guest, index) => (
            <GuestFields
              key={guest.key}
              guest={guest}
              number={index + 1}
              canRemove={rsvp.canRemove}
              disabled={status === 'sending'}
              onChange={(field, value) => rsvp.change(guest.key, field, value)}
              onRemove={() => {
                focusNext.current = 'add';
                rsvp.removeGuest(guest.key);
              }}
            />
          ))}
          <Button
            name={ADD_GUEST}
            variant="secondary"
            fullWidth
            disabled={status === 'sending'}
            onClick={() => {
              focusNext.current = { key: rsvp.addGuest(), field: 'name' };
            }}
          >
            Add Another Guest
          </Button>
          {rsvp.failure ? (
            <div className={styles.failure}>
              <Alert tone="danger" title="Your RSVP was not sent">
                {rsvp.failure.replace(/\.$/, '')}. Everything you typed is still here: please try again.
              </Alert>
            </div>
          ) : null}
          <Button type="submit" name={SEND} fullWidth className={styles.submit} busy={status === 'sending'} busyLabel="Sending...">
            Send RSVP
          </Button>
        </form>
      )}
    </Card>
  );
}
