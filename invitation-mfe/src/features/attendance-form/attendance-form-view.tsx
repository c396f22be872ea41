import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ATTENDANCE_FORM_ANSWERS, birthdayParty, formatDisplayDate, formatTimeRange, LIMITS, type AttendanceForm } from '@party/domain';
import { Alert, Button, Card, CheckboxField, LoadingState, PageMessage, TextField, apiErrorStatus, useVenue } from '@party/shared-ui';
import { ChildFields } from './child-fields';
import { ADD_CHILD, type FamilyField } from './form-draft';
import type { PreparedForm } from './prepared-form';
import { useAttendanceForm } from './use-attendance-form';
import styles from './attendance-form.module.css';

const SAVE = 'save-form';

export interface AttendanceFormViewProps {
  formId: string;
  /** What the server read, when it rendered the page. */
  prepared?: PreparedForm;
}

function focusControl(form: HTMLFormElement | null, name: string) {
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/**
 * A family's attendance form (decision 062): the guardian, an emergency contact, each child with
 * their age, allergies and medical notes, and the conditions of entry agreed to with the typed
 * name. Saved whole; corrected until the party starts, then closed.
 */
export function AttendanceFormView({ formId, prepared }: AttendanceFormViewProps) {
  const state = useAttendanceForm(formId, prepared);
  const { load, draft } = state;
  if (load.status === 'loading' || (load.status === 'loaded' && !draft)) return <LoadingState label="Loading your attendance form…" />;
  if (load.status === 'failed') {
    const unknown = apiErrorStatus(load.error) === 404;
    return (
      <div className={styles.page}>
        <PageMessage
          title={unknown ? 'Form Not Found' : "We couldn't load your form"}
          actions={unknown ? undefined : <Button onClick={state.reload}>Try again</Button>}
        >
          <p>{unknown ? ATTENDANCE_FORM_ANSWERS.notFound : 'Please check your connection and try again.'}</p>
        </PageMessage>
      </div>
    );
  }
  return <FormOfParty formId={formId} state={state} form={load.form} />;
}

function PartyLine({ form }: { form: AttendanceForm }) {
  const venue = useVenue();
  const { party } = form;
  return (
    <p className={styles.lead}>
      For {birthdayParty(party.childfName, party.childAge)}: {formatDisplayDate(party.date)}, {formatTimeRange(party.startTime, party.endTime)}, {party.roomName},{' '}
      {venue.name}.
    </p>
  );
}

function FormOfParty({ state, form }: { formId: string; state: ReturnType<typeof useAttendanceForm>; form: AttendanceForm }) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const childrenHeading = useId();
  const conditionsHeading = useId();
  const draft = state.draft!;
  const { errors, saving } = state;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) focusControl(formRef.current, target);
  });
  useEffect(() => {
    if (state.saved) statusRef.current?.focus();
  }, [state.saved]);
  useEffect(() => {
    if (state.failure) focusControl(formRef.current, SAVE);
  }, [state.failure]);

  const title = form.family === 'host' ? "Your Family's Attendance Form" : 'Attendance Form';
  if (!form.open) {
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <PartyLine form={form} />
        <Card title="This form is closed">
          <p>{ATTENDANCE_FORM_ANSWERS.closed[form.closed ?? 'started']}</p>
          {form.agreedAt && form.closed !== 'erased' ? <p>It was saved and agreed to by {form.form.agreedName}.</p> : null}
          <p>Questions? Contact the venue.</p>
        </Card>
      </article>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const toCorrect = state.save();
    if (toCorrect) focusNext.current = toCorrect;
  }

  const family = (field: FamilyField) => ({
    name: field,
    value: draft[field],
    error: errors.fields[field],
    disabled: saving,
    onChange: (event: { target: { value: string } }) => state.change(field, event.target.value),
  });

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <PartyLine form={form} />
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
        {state.saved ? (
          <Alert tone="success" title="Your form is saved">
            Thank you. You can correct it here until the party starts.
          </Alert>
        ) : form.agreedAt ? (
          <p>Saved already: correct anything below and save again, until the party starts.</p>
        ) : null}
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
        <p>
          The venue needs this form for the kids coming. Fields marked (required) must be filled in. It is kept only for a while after the party.
        </p>
        <Card title="Guardian">
          <TextField label="Guardian's Name" required autoComplete="name" maxLength={LIMITS.name} {...family('guardianName')} />
          <TextField label="Guardian's Mobile" required type="tel" inputMode="tel" autoComplete="tel" hint="10 digits, e.g. 0412 345 678" {...family('guardianMobile')} />
        </Card>
        <Card title="Emergency Contact">
          <TextField label="Emergency Contact's Name" required autoComplete="off" maxLength={LIMITS.name} hint="Someone we can call if we can't reach you." {...family('emergencyName')} />
          <TextField label="Emergency Contact's Number" required type="tel" inputMode="tel" autoComplete="off" {...family('emergencyPhone')} />
        </Card>
        <section aria-labelledby={childrenHeading} className={styles.children}>
          <h2 id={childrenHeading} className={styles.sectionTitle}>
            Children: {draft.children.length}
          </h2>
          {errors.fields.children ? <p className={styles.error}>{errors.fields.children}</p> : null}
          {draft.children.map((child, index) => (
            <ChildFields
              key={child.key}
              child={child}
              number={index + 1}
              errors={errors.children[index] ?? {}}
              canRemove={draft.children.length > 1}
              disabled={saving}
              onChange={(field, value) => state.changeChild(child.key, field, value)}
              onRemove={() => {
                focusNext.current = ADD_CHILD;
                state.removeChild(child.key);
              }}
            />
          ))}
          <Button
            name={ADD_CHILD}
            variant="secondary"
            fullWidth
            disabled={saving || !state.canAddChild}
            onClick={() => {
              focusNext.current = `child-${state.addChild()}-name`;
            }}
          >
            Add Another Child
          </Button>
        </section>
        <section aria-labelledby={conditionsHeading} className={styles.conditions}>
          <h2 id={conditionsHeading} className={styles.sectionTitle}>
            Conditions of Entry
          </h2>
          <ul>
            {form.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <TextField label="Type your full name to agree" required autoComplete="name" maxLength={LIMITS.name} {...family('agreedName')} />
          <CheckboxField
            name="agree"
            label="I agree to the conditions of entry for the children on this form"
            checked={draft.agree}
            disabled={saving}
            error={errors.fields.agree}
            onChange={(event) => state.changeAgree(event.target.checked)}
          />
        </section>
        {state.failure ? (
          <Alert tone="danger" title="Your form was not saved">
            {state.failure.message.replace(/\.$/, '')}. {state.failure.stale ? '' : 'Everything you typed is still here: please try again.'}
          </Alert>
        ) : null}
        {state.failure?.stale ? (
          <Button variant="secondary" fullWidth onClick={state.reload}>
            Reload the form
          </Button>
        ) : null}
        <Button type="submit" name={SAVE} fullWidth busy={saving} busyLabel="Saving...">
          Save
        </Button>
      </form>
    </article>
  );
}

