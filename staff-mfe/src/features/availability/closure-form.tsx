import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { closureInput, fieldErrors, VENUE_CHANGE_STAFF_MESSAGES, type Closure, type ClosureInput, type VenueChangeDecisionInput } from '@party/domain';
import { Alert, Button, Card, notify, RadioGroup, SelectField, TextField, useFocusAfterRender } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { StaffForm } from '../../shared/staff-form';
import { bookingsUndecided, decisionsBody, useVenueChangeDecisions, VenueChangeDecisions } from '../../shared/venue-change-decisions';
import { useCreateClosureMutation, useGetRoomsToBlockQuery, usePreviewClosureMutation } from './api';
import { ClosedBookings } from './closed-bookings';
import { closureWhat } from './closures-list';
import kit from '../../shared/staff-kit.module.css';
import styles from './availability.module.css';

export type ClosureValues = { kind: 'day' | 'block'; date: string; room: string; start: string; end: string; reason: string };

const EMPTY: ClosureValues = { kind: 'day', date: '', room: '', start: '', end: '', reason: '' };

/** The request the form's values make: a whole day has no room nor times; a block's '' room is the whole centre. */
export function closureBody(values: ClosureValues): ClosureInput {
  const common = { date: values.date, reason: values.reason.trim() };
  if (values.kind === 'day') return common;
  return { ...common, room: values.room || null, start: values.start, end: values.end };
}

/** What the decisions sent did, in words: '1 canceled (emailed), 1 asked to move (emailed), 2 kept.' */
export function decisionsDone(decisions: readonly VenueChangeDecisionInput[]): string {
  const count = (decision: string) => decisions.filter((entry) => entry.decision === decision).length;
  const parts = [
    count('cancel') ? `${count('cancel')} canceled (the customer emailed, everything paid owed back)` : '',
    count('ask-to-move') ? `${count('ask-to-move')} asked to move (the customer emailed)` : '',
    count('keep') ? `${count('keep')} kept` : '',
  ].filter(Boolean);
  return parts.length ? `Bookings then: ${parts.join(', ')}.` : '';
}

/**
 * Close a whole day, or block one room or the whole centre for a time. The live bookings it would
 * fall on are shown first, each to decide (decision 059); then the closure is saved with them.
 */
export function ClosureForm({ today, onMade }: { today: string; onMade: () => void }) {
  const [preview, previewed] = usePreviewClosureMutation();
  const [create, { error, reset }] = useCreateClosureMutation();
  const rooms = useGetRoomsToBlockQuery();
  const decisions = useVenueChangeDecisions();
  const [made, setMade] = useState<{ closure: Closure; done: string }>();
  const { ref: madeHeading, focusSoon: focusMade } = useFocusAfterRender<HTMLHeadingElement>();
  // A refusal naming the bookings is shown as the list; any other, as the API says it.
  const saveProblem = bookingsUndecided(error) ? undefined : error;

  const validate = (values: ClosureValues) => {
    const errors = fieldErrors(closureInput, closureBody(values)) as FormikErrors<ClosureValues>;
    if (!errors.date && values.date < today) errors.date = 'That day has passed: close today or a day to come';
    return errors;
  };

  async function submit(values: ClosureValues, { resetForm }: { resetForm: (next: { values: ClosureValues }) => void }) {
    const body = closureBody(values);
    if (!(await decisions.readyToSave(() => preview(body)))) return;
    const sent = decisionsBody(decisions.bookings ?? [], decisions.decisions);
    const result = await create({ ...body, decisions: sent });
    if ('error' in result) {
      const listed = bookingsUndecided(result.error);
      if (listed) decisions.refused(listed);
      return;
    }
    const closure = result.data;
    notify.success(values.kind === 'day' ? 'Day closed' : 'Time blocked', `${formatShortDay(closure.date)} · ${closureWhat(closure)}. The public pages refuse it now.`);
    resetForm({ values: { ...EMPTY, kind: values.kind } });
    decisions.clear();
    setMade({ closure, done: decisionsDone(sent) });
    onMade();
    // Its bookings to call are what the person needs next: move there.
    focusMade();
  }

  const roomOptions = [{ value: '', label: 'The whole centre' }, ...(rooms.data ?? []).map((room) => ({ value: room.id, label: room.hidden ? `${room.name} (hidden)` : room.name }))];

  return (
    <>
      <Card title="Close a day or block a time">
        <StaffForm<ClosureValues> label="Close a day or block a time" initialValues={EMPTY} validate={validate} onSubmit={submit}>
          {(form) => {
            const shown = (name: keyof ClosureValues) => (form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined);
            // What it closes changed: the bookings shown no longer match it, and are checked again on saving.
            const change = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
              reset();
              previewed.reset();
              if (event.target.name !== 'reason') decisions.clear();
              form.handleChange(event);
            };
            return (
              <>
                <RadioGroup
                  legend="What to close"
                  name="kind"
                  value={form.values.kind}
                  onChange={(kind) => {
                    reset();
                    previewed.reset();
                    decisions.clear();
                    void form.setFieldValue('kind', kind);
                  }}
                  options={[
                    { value: 'day', label: 'The whole day', description: 'The centre is closed all day: no parties, no hire.' },
                    { value: 'block', label: 'A time', description: 'One room, or the whole centre, from a start to an end.' },
                  ]}
                />
                <div className={styles.fieldRow}>
                  <TextField label="Day" name="date" type="date" min={today} required value={form.values.date} onChange={change} error={shown('date')} />
                  {form.values.kind === 'block' ? (
                    <SelectField
                      label="Room"
                      name="room"
                      options={roomOptions}
                      value={form.values.room}
                      onChange={change}
                      error={shown('room')}
                      hint={rooms.isError ? 'The rooms could not be loaded: only the whole centre can be blocked now.' : undefined}
                    />
                  ) : null}
                </div>
                {form.values.kind === 'block' ? (
                  <div className={styles.fieldRow}>
                    <TextField label="From" name="start" type="time" step={900} required value={form.values.start} onChange={change} error={shown('start')} />
                    <TextField label="To" name="end" type="time" step={900} required value={form.values.end} onChange={change} error={shown('end')} />
                  </div>
                ) : null}
                <TextField
                  label="Reason"
                  name="reason"
                  required
                  maxLength={200}
                  hint="For the staff only: the public pages say the centre is closed then."
                  value={form.values.reason}
                  onChange={change}
                  error={shown('reason')}
                />
                {decisions.bookings ? (
                  <VenueChangeDecisions state={decisions} title={(count) => `${count} ${count === 1 ? 'booking' : 'bookings'} ${form.values.kind === 'day' ? 'on this day' : 'at this time'}`} />
                ) : null}
                {previewed.error ? <ApiProblem error={previewed.error} fallback={VENUE_CHANGE_STAFF_MESSAGES.previewFailed} /> : null}
                {saveProblem ? <ApiProblem error={saveProblem} fallback="Nothing was closed: the staff system did not answer. Please try again." /> : null}
                <div className={kit.actions}>
                  <Button type="submit" busy={form.isSubmitting} busyLabel={decisions.bookings ? (form.values.kind === 'day' ? 'Closing…' : 'Blocking…') : 'Checking the bookings…'}>
                    {form.values.kind === 'day' ? 'Close the day' : 'Block the time'}
                  </Button>
                  {decisions.bookings ? (
                    <Button variant="ghost" onClick={decisions.clear} disabled={form.isSubmitting}>
                      Not now
                    </Button>
                  ) : null}
                </div>
              </>
            );
          }}
        </StaffForm>
      </Card>
      {made ? (
        <Card title={`Closed: ${formatShortDay(made.closure.date)} · ${closureWhat(made.closure)}`} headingRef={madeHeading}>
          {made.done ? <p className={styles.muted}>{made.done}</p> : null}
          {made.closure.bookings.length > 0 ? (
            <ClosedBookings closure={made.closure} headingLevel={3} />
          ) : (
            <Alert tone="success">{made.done ? 'No booking is left on it.' : 'No booking was made for that time: nobody needs a call.'}</Alert>
          )}
        </Card>
      ) : null}
    </>
  );
}
