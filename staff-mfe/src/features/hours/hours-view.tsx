import type { ChangeEvent, ReactNode } from 'react';
import { useFormikContext, type FormikProps } from 'formik';
import { AFTER_HOURS_TIMES, VENUE_CHANGE_STAFF_MESSAGES } from '@party/domain';
import { apiErrorCode, Button, Card, CheckboxField, notify, PageHeader, TextField, useShownError } from '@party/shared-ui';
import { ApiProblem, StaffQueryStatus } from '../../shared/api-status';
import { StaffForm } from '../../shared/staff-form';
import { bookingsUndecided, decisionsBody, useVenueChangeDecisions, VenueChangeDecisions } from '../../shared/venue-change-decisions';
import { useChangeHoursMutation, useGetHoursQuery, usePreviewHoursMutation } from './api';
import { HOURS_ROWS, hoursChange, hoursErrors, hoursValues, type HoursRowKey, type HoursValues } from './hours-values';
import kit from '../../shared/staff-kit.module.css';
import styles from './hours.module.css';

/** /hours: the venue's week, its public holidays' hours and the after-hours hire's window, saved together. */
export function HoursView() {
  const hours = useGetHoursQuery();
  return (
    <div className={kit.page}>
      <PageHeader title="Opening hours">The hours the public pages show and offer parties in, and when the centre can be hired after hours.</PageHeader>
      <StaffQueryStatus query={hours} loadingLabel="Loading the opening hours…" errorTitle="The opening hours could not be loaded">
        {hours.data ? <HoursForm initial={hoursValues(hours.data)} version={hours.data.version} onChangedMeanwhile={() => void hours.refetch()} /> : null}
      </StaffQueryStatus>
    </div>
  );
}

/**
 * The hours, saved together. The live bookings they would leave outside them are shown first, each
 * to decide (decision 059); then the hours are saved with them.
 */
function HoursForm({ initial, version, onChangedMeanwhile }: { initial: HoursValues; version: number; onChangedMeanwhile: () => void }) {
  const [preview, previewed] = usePreviewHoursMutation();
  const [change, { error, reset }] = useChangeHoursMutation();
  const decisions = useVenueChangeDecisions();
  // A refusal naming the bookings is shown as the list; any other, as the API says it.
  const saveProblem = bookingsUndecided(error) ? undefined : error;

  async function submit(values: HoursValues) {
    const { version: _read, ...hours } = hoursChange(values, version);
    if (!(await decisions.readyToSave(() => preview(hours)))) return;
    const result = await change({ ...hours, version, decisions: decisionsBody(decisions.bookings ?? [], decisions.decisions) });
    if ('error' in result) {
      const listed = bookingsUndecided(result.error);
      if (listed) decisions.refused(listed);
      // Another manager saved first: the form shows their hours (read again), and says so; the bookings are checked again against them.
      if (apiErrorCode(result.error) === 'changed-meanwhile') {
        decisions.clear();
        onChangedMeanwhile();
      }
      return;
    }
    decisions.clear();
    notify.success('Opening hours saved', 'The public pages show and offer the new hours now.');
  }

  /** The hours changed: the bookings shown no longer match them, and are checked again on saving. */
  const edited = (form: FormikProps<HoursValues>) => (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    previewed.reset();
    decisions.clear();
    form.handleChange(event);
  };

  return (
    <StaffForm<HoursValues> label="Opening hours" layout="page" initialValues={initial} enableReinitialize validate={hoursErrors} onSubmit={submit}>
      {(form) => (
        <>
          <Card title="Each week">
            <p className={styles.muted}>Parties are offered only inside these hours. Bookings that new hours would leave outside them are shown before saving, each to cancel, ask to move or keep.</p>
            <div className="stack">
              {HOURS_ROWS.map((row) => (
                <DayRow key={row.key} form={form} row={row.key} label={row.label} onChange={edited(form)} />
              ))}
            </div>
          </Card>
          <Card title="After-hours hire">
            <p className={styles.muted}>
              Hire start times are offered from the first start every {AFTER_HOURS_TIMES.startStepMinutes} minutes; a hire lasts at least {AFTER_HOURS_TIMES.minimumHours} hours and ends by
              the latest end.
            </p>
            <div className={styles.times}>
              <TimeField label="First start" row="afterHours" field="opens" step={900} onChange={edited(form)} />
              <TimeField label="Latest end" row="afterHours" field="closes" step={1800} onChange={edited(form)} />
            </div>
          </Card>
          {decisions.bookings ? (
            <Card title="Bookings outside the new hours">
              <VenueChangeDecisions state={decisions} title={(count) => `${count} ${count === 1 ? 'booking' : 'bookings'} the new hours leave outside them`} />
            </Card>
          ) : null}
          {previewed.error ? <ApiProblem error={previewed.error} fallback={VENUE_CHANGE_STAFF_MESSAGES.previewFailed} /> : null}
          {saveProblem ? <ApiProblem error={saveProblem} fallback="The hours were not saved: the staff system did not answer. Please try again." /> : null}
          <div className={kit.actions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel={decisions.bookings ? 'Saving…' : 'Checking the bookings…'}>
              Save hours
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                decisions.clear();
                form.resetForm();
              }}
              disabled={form.isSubmitting || !form.dirty}
            >
              Undo changes
            </Button>
          </div>
        </>
      )}
    </StaffForm>
  );
}

type TimeFieldProps = { label: ReactNode; row: HoursRowKey | 'afterHours'; field: 'opens' | 'closes'; step: number; onChange: (event: ChangeEvent<HTMLInputElement>) => void };

/** One time of the hours (a day's opening or closing, the hire's first start or latest end): its message shows once Save was pressed. */
function TimeField({ label, row, field, step, onChange }: TimeFieldProps) {
  const { values } = useFormikContext<HoursValues>();
  const name = `${row}.${field}`;
  return <TextField label={label} name={name} type="time" step={step} required value={values[row][field]} onChange={onChange} error={useShownError(name)} />;
}

function DayRow({ form, row, label, onChange }: { form: FormikProps<HoursValues>; row: HoursRowKey; label: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const day = form.values[row];
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>{label}</legend>
      <CheckboxField label="Open" name={`${row}.open`} checked={day.open} onChange={onChange} />
      {day.open ? (
        <div className={styles.times}>
          <TimeField label={<><span className="visually-hidden">{label} </span>Opens</>} row={row} field="opens" step={900} onChange={onChange} />
          <TimeField label={<><span className="visually-hidden">{label} </span>Closes</>} row={row} field="closes" step={900} onChange={onChange} />
        </div>
      ) : (
        <p className={styles.closed}>Closed</p>
      )}
    </fieldset>
  );
}
