import { useRef, useState } from 'react';
import { Formik, type FormikErrors } from 'formik';
import { closureInput, fieldErrors, type Closure, type ClosureInput } from '@party/domain';
import { Alert, Button, Card, notify, RadioGroup, SelectField, TextField } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { useCreateClosureMutation, useGetRoomsToBlockQuery } from './api';
import { ClosedBookings } from './closed-bookings';
import { closureWhat } from './closures-list';
import styles from './availability.module.css';

export type ClosureValues = { kind: 'day' | 'block'; date: string; room: string; start: string; end: string; reason: string };

const EMPTY: ClosureValues = { kind: 'day', date: '', room: '', start: '', end: '', reason: '' };

/** The request the form's values make: a whole day has no room nor times; a block's '' room is the whole centre. */
export function closureBody(values: ClosureValues): ClosureInput {
  const common = { date: values.date, reason: values.reason.trim() };
  if (values.kind === 'day') return common;
  return { ...common, room: values.room || null, start: values.start, end: values.end };
}

/** Close a whole day, or block one room or the whole centre for a time; then the bookings it falls on, to call. */
export function ClosureForm({ today, onMade }: { today: string; onMade: () => void }) {
  const [create, { error, reset }] = useCreateClosureMutation();
  const rooms = useGetRoomsToBlockQuery();
  const [made, setMade] = useState<Closure>();
  const madeHeading = useRef<HTMLHeadingElement>(null);

  const validate = (values: ClosureValues) => {
    const errors = fieldErrors(closureInput, closureBody(values)) as FormikErrors<ClosureValues>;
    if (!errors.date && values.date < today) errors.date = 'That day has passed: close today or a day to come';
    return errors;
  };

  async function submit(values: ClosureValues, { resetForm }: { resetForm: (next: { values: ClosureValues }) => void }) {
    const result = await create(closureBody(values));
    if ('error' in result) return;
    const closure = result.data;
    notify.success(values.kind === 'day' ? 'Day closed' : 'Time blocked', `${formatShortDay(closure.date)} · ${closureWhat(closure)}. The public pages refuse it now.`);
    resetForm({ values: { ...EMPTY, kind: values.kind } });
    setMade(closure);
    onMade();
    // Its bookings to call are what the person needs next: move there.
    requestAnimationFrame(() => madeHeading.current?.focus());
  }

  const roomOptions = [{ value: '', label: 'The whole centre' }, ...(rooms.data ?? []).map((room) => ({ value: room.id, label: room.hidden ? `${room.name} (hidden)` : room.name }))];

  return (
    <>
      <Card title="Close a day or block a time">
        <Formik<ClosureValues> initialValues={EMPTY} validate={validate} validateOnBlur={false} onSubmit={submit}>
          {(form) => {
            const shown = (name: keyof ClosureValues) => (form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined);
            const change = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
              reset();
              form.handleChange(event);
            };
            return (
              <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-label="Close a day or block a time">
                <RadioGroup
                  legend="What to close"
                  name="kind"
                  value={form.values.kind}
                  onChange={(kind) => {
                    reset();
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
                {error ? <ApiProblem error={error} fallback="Nothing was closed: the staff system did not answer. Please try again." /> : null}
                <div className={styles.actions}>
                  <Button type="submit" busy={form.isSubmitting} busyLabel={form.values.kind === 'day' ? 'Closing…' : 'Blocking…'}>
                    {form.values.kind === 'day' ? 'Close the day' : 'Block the time'}
                  </Button>
                </div>
              </form>
            );
          }}
        </Formik>
      </Card>
      {made ? (
        <Card title={`Closed: ${formatShortDay(made.date)} · ${closureWhat(made)}`} headingRef={madeHeading}>
          {made.bookings.length > 0 ? (
            <ClosedBookings closure={made} headingLevel={3} />
          ) : (
            <Alert tone="success">No booking was made for that time: nobody needs a call.</Alert>
          )}
        </Card>
      ) : null}
    </>
  );
}
