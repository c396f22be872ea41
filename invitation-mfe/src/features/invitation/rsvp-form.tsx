import { useEffect, useId, useRef, type FormEvent } from 'react';
import { kidsCount, LIMITS, RSVP_KIDS_MAX } from '@party/domain';
import { Alert, Button, Card, OptionalLabel, RadioGroup, TextField } from '@party/shared-ui';
import { AnsweredRsvp, FormLink } from './answered-rsvp';
import { KidFields, kidFieldName } from './kid-fields';
import { useRsvpForm, type FamilyField, type FieldToCorrect, type SentAnswer } from './use-rsvp-form';
import styles from './invitation.module.css';

/** Names of the controls the keyboard is moved to: Add Another Kid after a removal, Send after a failure. */
const ADD_KID = 'add-kid';
const SEND = 'send-rsvp';
const familyFieldName = (field: FamilyField) => `guest-${field}`;

function controlName(target: FieldToCorrect | 'add'): string {
  if (target === 'add') return ADD_KID;
  if ('kid' in target) return kidFieldName(target.kid, target.field);
  return target.field === 'coming' ? 'coming' : familyFieldName(target.field);
}

function focusControl(form: HTMLFormElement | null, name: string) {
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

export interface RsvpFormProps {
  invitationId: string;
  /** Whose party it is, for the confirmation: "Mia's family". */
  childfName: string;
  rsvpBy: string;
  /** The party's date (yyyy-MM-dd): a device forgets its answer after it. */
  partyDate: string;
  /** RSVPs are taken until the party starts. */
  open: boolean;
}

/** One family's answer: "Coming?", who answers, and for a yes each kid coming with their allergies. */
export function RsvpForm({ invitationId, childfName, rsvpBy, partyDate, open }: RsvpFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const kidsHeading = useId();
  const rsvp = useRsvpForm(invitationId, open, partyDate);
  const { status, errors } = rsvp;
  const busy = status === 'sending';
  // Where the keyboard goes once the form has re-rendered (a new kid, a field to correct, the
  // form's title after switching between the answer and the form).
  const focusNext = useRef<FieldToCorrect | 'add' | 'title' | null>(null);
  const previous = useRef(status);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'title') heading.current?.focus();
    else if (target) focusControl(form.current, controlName(target));
  });

  useEffect(() => {
    // The confirmation, or the news that RSVPs closed while this one was sent, takes the focus.
    if (status === 'sent' || (status === 'closed' && previous.current === 'sending')) message.current?.focus();
    // Back to the answer, the form empty behind it: the keyboard starts again from the form's
    // title, and no phone keyboard pops up by itself. (The answer a reload shows takes nothing.)
    else if (status === 'answered' && previous.current === 'sent') heading.current?.focus();
    previous.current = status;
  }, [status]);

  /** Switches between the answer and the form, the keyboard starting from the title. */
  const switchTo = (show: () => void) => () => {
    focusNext.current = 'title';
    show();
  };

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
  if (status === 'closed') {
    return (
      <Card title="RSVP" headingRef={heading}>
        <div ref={message} tabIndex={-1} className={styles.closed}>
          <p>RSVPs are closed: the party has started.</p>
          <p>Questions? Contact the venue, below.</p>
        </div>
      </Card>
    );
  }
  if (status === 'answered' && rsvp.remembered) {
    return (
      <Card title="RSVP" headingRef={heading}>
        <AnsweredRsvp
          answer={rsvp.remembered}
          who={who}
          onChange={switchTo(rsvp.changeAnswer)}
          onAnswerForAnother={switchTo(rsvp.answerForAnother)}
        />
      </Card>
    );
  }
  if (status === 'sent' && rsvp.sent) {
    return (
      <Card title="RSVP" headingRef={heading}>
        <div ref={message} tabIndex={-1} role="status" className={styles.sent}>
          <p className={styles.sentTitle}>Thank you! Your RSVP has been sent.</p>
          <SentDetails who={who} sent={rsvp.sent} />
        </div>
      </Card>
    );
  }

  const familyField = (field: FamilyField) => ({
    name: familyFieldName(field),
    value: rsvp[field],
    disabled: busy,
    error: field === 'phone' ? undefined : errors[field],
    onChange: (event: { target: { value: string } }) => rsvp.change(field, event.target.value),
  });

  return (
    <Card title="RSVP" headingRef={heading}>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <p className={styles.intro}>
          Please let {who === 'The family' ? 'the family' : who} know by <strong>{rsvpBy}</strong> whether you can come. Fields marked
          (required) must be filled in.
        </p>
        <RadioGroup
          legend={
            <>
              Coming? <span className={styles.requiredMark}>(required)</span>
            </>
          }
          name="coming"
          value={rsvp.coming}
          error={errors.coming}
          onChange={(value) => rsvp.change('coming', value)}
          options={[
            { value: 'yes', label: "Yes, we're coming", disabled: busy },
            { value: 'no', label: "Sorry, we can't come", disabled: busy },
          ]}
        />
        <TextField label="Guest Name" required autoComplete="name" maxLength={LIMITS.name} hint="Your name, so the family knows who answered." {...familyField('name')} />
        <TextField label={<OptionalLabel>Phone</OptionalLabel>} type="tel" autoComplete="tel" maxLength={LIMITS.phone} {...familyField('phone')} />
        <TextField
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          hint="One answer per email address: answering again replaces your earlier answer."
          {...familyField('email')}
        />
        {rsvp.coming === 'yes' ? (
          <section className={styles.kids} aria-labelledby={kidsHeading}>
            <h3 id={kidsHeading} className={styles.kidsTitle}>
              Kids coming: {rsvp.kids.length}
            </h3>
            {rsvp.kids.map((kid, index) => (
              <KidFields
                key={kid.key}
                kid={kid}
                number={index + 1}
                error={errors.kids?.[index]?.name}
                canRemove={rsvp.canRemoveKid}
                disabled={busy}
                onChange={(field, value) => rsvp.changeKid(kid.key, field, value)}
                onRemove={() => {
                  focusNext.current = 'add';
                  rsvp.removeKid(kid.key);
                }}
              />
            ))}
            <Button
              name={ADD_KID}
              variant="secondary"
              fullWidth
              disabled={busy || !rsvp.canAddKid}
              onClick={() => {
                focusNext.current = { kid: rsvp.addKid(), field: 'name' };
              }}
            >
              Add Another Kid
            </Button>
            {rsvp.canAddKid ? null : (
              <p className={styles.hint}>At most {RSVP_KIDS_MAX} kids in one answer: another family answers with its own email.</p>
            )}
          </section>
        ) : null}
        {rsvp.failure ? (
          <div className={styles.failure}>
            <Alert tone="danger" title="Your RSVP was not sent">
              {rsvp.failure.replace(/\.$/, '')}. Everything you typed is still here: please try again.
            </Alert>
          </div>
        ) : null}
        <Button type="submit" name={SEND} fullWidth className={styles.submit} busy={busy} busyLabel="Sending...">
          Send RSVP
        </Button>
        {rsvp.remembered ? (
          <Button variant="ghost" fullWidth className={styles.cancel} disabled={busy} onClick={switchTo(rsvp.keepAnswer)}>
            Cancel
          </Button>
        ) : null}
      </form>
    </Card>
  );
}

function SentDetails({ who, sent }: { who: string; sent: SentAnswer }) {
  return (
    <>
      <p>{sent.coming ? `${who} will see that you're coming with ${kidsCount(sent.kids)}.` : `${who} will see that you can't come.`}</p>
      {sent.replaced ? <p>It replaces the answer you sent before from this email address.</p> : null}
      {sent.copySentTo ? <p>A copy of your answer is on its way to {sent.copySentTo}.</p> : null}
      {sent.formId ? <FormLink formId={sent.formId} /> : null}
    </>
  );
}
