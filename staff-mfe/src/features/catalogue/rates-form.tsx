import { useState } from 'react';
import { Formik, type FormikErrors } from 'formik';
import { CATALOGUE_MESSAGES, type AfterHoursRatesInput, type StaffCatalogue } from '@party/domain';
import { Alert, Button, notify } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { changedMeanwhile, useChangeAfterHoursRatesMutation } from './api';
import { fieldsInput, formValues, RATE_FIELDS, rateProblems, shownValue, type FormValues } from './catalogue-kinds';
import { Field } from './item-dialog';
import styles from './catalogue.module.css';

type Rates = StaffCatalogue['afterHoursRates'];

/**
 * The after-hours hire's rates, changed as a whole at the version read (a hire already made keeps
 * the rates it was sold at). Another manager's change first: theirs is shown, what was typed kept.
 */
export function RatesForm({ rates, onStale }: { rates: Rates; onStale: () => void }) {
  const [changeRates, { error }] = useChangeAfterHoursRatesMutation();
  const [theirs, setTheirs] = useState<Rates>();
  const version = (theirs ?? rates).version;

  async function submit(values: FormValues) {
    const result = await changeRates({ ...(fieldsInput(RATE_FIELDS, values) as AfterHoursRatesInput), version });
    if ('error' in result) {
      const current = changedMeanwhile<Rates>(result.error);
      if (current) {
        setTheirs(current);
        onStale();
      }
      return;
    }
    setTheirs(undefined);
    notify.success('Rates saved', 'New after-hours hires are priced with them now; hires already made keep theirs.');
  }

  return (
    <Formik<FormValues>
      initialValues={formValues(RATE_FIELDS, rates, [])}
      validate={(values) => rateProblems(values) as FormikErrors<FormValues>}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {(form) => (
        <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-label="After-hours rates">
          {theirs ? (
            <Alert tone="warning" title={CATALOGUE_MESSAGES.changedMeanwhile}>
              <p className={styles.alertText}>{CATALOGUE_MESSAGES.changedMeanwhileDetail}</p>
              <dl className={styles.theirs} aria-label="As they now are">
                {RATE_FIELDS.map((field) => (
                  <div key={field.name}>
                    <dt>{field.label}</dt>
                    <dd>{shownValue(field, formValues(RATE_FIELDS, theirs, []))}</dd>
                  </div>
                ))}
              </dl>
            </Alert>
          ) : null}
          <div className={styles.rateFields}>
            {RATE_FIELDS.map((field) => (
              <Field key={field.name} field={field} form={form} pictures={[]} />
            ))}
          </div>
          {error && !theirs ? <ApiProblem error={error} fallback={CATALOGUE_MESSAGES.saveFailed} /> : null}
          <div className={styles.formActions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Saving…">
              Save rates
            </Button>
          </div>
        </form>
      )}
    </Formik>
  );
}
