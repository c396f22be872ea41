import { Formik, type FormikErrors, type FormikProps } from 'formik';
import { AFTER_HOURS_TIMES } from '@party/domain';
import { apiErrorCode, Button, Card, CheckboxField, notify, PageHeader, TextField } from '@party/shared-ui';
import { ApiProblem, StaffQueryStatus } from '../../shared/api-status';
import { useChangeHoursMutation, useGetHoursQuery } from './api';
import { HOURS_ROWS, hoursChange, hoursErrors, hoursValues, type HoursErrors, type HoursRowKey, type HoursValues } from './hours-values';
import styles from './hours.module.css';

/** /hours: the venue's week, its public holidays' hours and the after-hours hire's window, saved together. */
export function HoursView() {
  const hours = useGetHoursQuery();
  return (
    <div className={styles.page}>
      <PageHeader title="Opening hours">The hours the public pages show and offer parties in, and when the centre can be hired after hours.</PageHeader>
      <StaffQueryStatus
        isLoading={hours.isLoading}
        error={hours.error}
        isFetching={hours.isFetching}
        onRetry={() => void hours.refetch()}
        loadingLabel="Loading the opening hours…"
        errorTitle="The opening hours could not be loaded"
      >
        {hours.data ? <HoursForm initial={hoursValues(hours.data)} version={hours.data.version} onChangedMeanwhile={() => void hours.refetch()} /> : null}
      </StaffQueryStatus>
    </div>
  );
}

function HoursForm({ initial, version, onChangedMeanwhile }: { initial: HoursValues; version: number; onChangedMeanwhile: () => void }) {
  const [change, { error }] = useChangeHoursMutation();

  async function submit(values: HoursValues) {
    const result = await change(hoursChange(values, version));
    if ('error' in result) {
      // Another manager saved first: the form shows their hours (read again), and says so.
      if (apiErrorCode(result.error) === 'changed-meanwhile') onChangedMeanwhile();
      return;
    }
    notify.success('Opening hours saved', 'The public pages show and offer the new hours now.');
  }

  return (
    <Formik<HoursValues>
      initialValues={initial}
      enableReinitialize
      validate={(values) => hoursErrors(values) as FormikErrors<HoursValues>}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {(form) => (
        <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-label="Opening hours">
          <Card title="Each week">
            <p className={styles.muted}>Parties are offered only inside these hours. Bookings already made are kept when hours get shorter.</p>
            <div className={styles.days}>
              {HOURS_ROWS.map((row) => (
                <DayRow key={row.key} form={form} row={row.key} label={row.label} />
              ))}
            </div>
          </Card>
          <Card title="After-hours hire">
            <p className={styles.muted}>
              Hire start times are offered from the first start every {AFTER_HOURS_TIMES.startStepMinutes} minutes; a hire lasts at least {AFTER_HOURS_TIMES.minimumHours} hours and ends by
              the latest end.
            </p>
            <div className={styles.times}>
              <TextField
                label="First start"
                name="afterHours.opens"
                type="time"
                step={900}
                required
                value={form.values.afterHours.opens}
                onChange={form.handleChange}
                error={shownError(form, 'afterHours', 'opens')}
              />
              <TextField
                label="Latest end"
                name="afterHours.closes"
                type="time"
                step={1800}
                required
                value={form.values.afterHours.closes}
                onChange={form.handleChange}
                error={shownError(form, 'afterHours', 'closes')}
              />
            </div>
          </Card>
          {error ? <ApiProblem error={error} fallback="The hours were not saved: the staff system did not answer. Please try again." /> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Saving…">
              Save hours
            </Button>
            <Button variant="ghost" onClick={() => form.resetForm()} disabled={form.isSubmitting || !form.dirty}>
              Undo changes
            </Button>
          </div>
        </form>
      )}
    </Formik>
  );
}

const shownError = (form: FormikProps<HoursValues>, row: HoursRowKey | 'afterHours', field: 'opens' | 'closes') =>
  form.submitCount > 0 ? (form.errors as HoursErrors)[row]?.[field] : undefined;

function DayRow({ form, row, label }: { form: FormikProps<HoursValues>; row: HoursRowKey; label: string }) {
  const day = form.values[row];
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>{label}</legend>
      <CheckboxField label="Open" name={`${row}.open`} checked={day.open} onChange={form.handleChange} />
      {day.open ? (
        <div className={styles.times}>
          <TextField
            label={<><span className="visually-hidden">{label} </span>Opens</>}
            name={`${row}.opens`}
            type="time"
            step={900}
            required
            value={day.opens}
            onChange={form.handleChange}
            error={shownError(form, row, 'opens')}
          />
          <TextField
            label={<><span className="visually-hidden">{label} </span>Closes</>}
            name={`${row}.closes`}
            type="time"
            step={900}
            required
            value={day.closes}
            onChange={form.handleChange}
            error={shownError(form, row, 'closes')}
          />
        </div>
      ) : (
        <p className={styles.closed}>Closed</p>
      )}
    </fieldset>
  );
}
