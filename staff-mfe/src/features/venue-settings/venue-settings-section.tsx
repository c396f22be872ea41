import { useId } from 'react';
import { REMINDER_KINDS, REMINDERS, venueSettingsSchema, type ReminderKind, type StaffVenueSettings } from '@party/domain';
import { Button, Card, FormikCheckboxField, FormikTextField, notify } from '@party/shared-ui';
import { ApiProblem, StaffQueryStatus } from '../../shared/api-status';
import { StaffForm } from '../../shared/staff-form';
import { useChangeVenueSettingsMutation, useGetVenueSettingsQuery } from './api';
import kit from '../../shared/staff-kit.module.css';
import styles from './venue-settings.module.css';

// On the hours page (decision 065): the reminders the venue sends around a party, each on or off,
// and how long an attendance form is kept after its party before it is erased.

interface SettingsValues {
  reminders: Record<ReminderKind, boolean>;
  formRetentionDays: string;
}

/** The attendance forms' retention, in words: what is erased then, what is kept, and its range. */
const RETENTION_WORDS = {
  label: 'Keep each form for (days after its party)',
  hint: "Then the guardians' and children's details are erased; that the conditions were agreed, and when, is kept. 1 to 3650 days.",
};

const valuesOf = (settings: StaffVenueSettings): SettingsValues => ({ reminders: settings.reminders, formRetentionDays: String(settings.formRetentionDays) });

/** The settings as sent: the days typed as a number ('' stays '', for the contract's own words). */
const settingsOf = (values: SettingsValues) => ({
  reminders: values.reminders,
  formRetentionDays: values.formRetentionDays.trim() === '' ? '' : Number(values.formRetentionDays.trim()),
});

export function VenueSettingsSection() {
  const settings = useGetVenueSettingsQuery();
  return (
    <section className={styles.section} aria-label="Reminders and forms">
    <StaffQueryStatus query={settings} loadingLabel="Loading the reminders and forms settings…" errorTitle="The reminders and forms settings could not be loaded">
      {settings.data ? <SettingsForm initial={valuesOf(settings.data)} /> : null}
    </StaffQueryStatus>
    </section>
  );
}

function SettingsForm({ initial }: { initial: SettingsValues }) {
  const [change, { error }] = useChangeVenueSettingsMutation();
  const hintId = useId();

  async function submit(values: SettingsValues) {
    const result = await change(settingsOf(values) as StaffVenueSettings);
    if ('error' in result) return;
    notify.success('Reminders and forms saved', 'Reminders turned off are not sent from now on.');
  }

  return (
    <StaffForm<SettingsValues>
      label="Reminders and forms settings"
      layout="page"
      initialValues={initial}
      enableReinitialize
      schema={venueSettingsSchema}
      bodyOf={settingsOf}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Card title="Reminders">
            <p className={styles.muted}>Each is emailed once, at 10:00 on its day, to a booked party (not an after-hours hire). One turned off is not sent while it is off.</p>
            <ul className={styles.reminders}>
              {REMINDER_KINDS.map((kind) => (
                <li key={kind} className={kit.row}>
                  <FormikCheckboxField
                    label={REMINDERS[kind].name}
                    name={`reminders.${kind}`}
                    aria-describedby={`${hintId}-${kind}`}
                  />
                  <p id={`${hintId}-${kind}`} className={styles.says}>
                    {REMINDERS[kind].says}
                  </p>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Attendance forms">
            <div className={styles.days}>
              <FormikTextField {...RETENTION_WORDS} name="formRetentionDays" inputMode="numeric" required />
            </div>
          </Card>
          {error ? <ApiProblem error={error} fallback="The settings were not saved: the staff system did not answer. Please try again." /> : null}
          <div className={kit.actions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Saving…">
              Save reminders and forms
            </Button>
            <Button variant="ghost" onClick={() => form.resetForm()} disabled={form.isSubmitting || !form.dirty}>
              Undo changes
            </Button>
          </div>
        </>
      )}
    </StaffForm>
  );
}
