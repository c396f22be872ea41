import { CATALOGUE_MESSAGES, type AfterHoursRatesInput, type StaffCatalogue } from '@party/domain';
import { Button, notify } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { StaffForm } from '../../shared/staff-form';
import { useChangeAfterHoursRatesMutation } from './api';
import { fieldsInput, formValues, RATE_FIELDS, rateProblems, type FormValues } from './catalogue-kinds';
import { Field } from './item-dialog';
import { TheirValues, useTheirChange } from './their-change';
import kit from '../../shared/staff-kit.module.css';
import styles from './catalogue.module.css';

type Rates = StaffCatalogue['afterHoursRates'];

/**
 * The after-hours hire's rates, changed as a whole at the version read (a hire already made keeps
 * the rates it was sold at). Another manager's change first: theirs is shown, what was typed kept.
 */
export function RatesForm({ rates, onStale }: { rates: Rates; onStale: () => void }) {
  const [changeRates, { error }] = useChangeAfterHoursRatesMutation();
  const { theirs, refused, saved } = useTheirChange<Rates>(onStale);
  const version = (theirs ?? rates).version;

  async function submit(values: FormValues) {
    const result = await changeRates({ ...(fieldsInput(RATE_FIELDS, values) as AfterHoursRatesInput), version });
    if ('error' in result) {
      refused(result.error);
      return;
    }
    saved();
    notify.success('Rates saved', 'New after-hours hires are priced with them now; hires already made keep theirs.');
  }

  return (
    <StaffForm<FormValues> label="After-hours rates" initialValues={formValues(RATE_FIELDS, rates, [])} validate={rateProblems} onSubmit={submit}>
      {(form) => (
        <>
          {theirs ? <TheirValues label="As they now are" fields={RATE_FIELDS} values={formValues(RATE_FIELDS, theirs, [])} /> : null}
          <div className={styles.rateFields}>
            {RATE_FIELDS.map((field) => (
              <Field key={field.name} field={field} form={form} pictures={[]} />
            ))}
          </div>
          {error && !theirs ? <ApiProblem error={error} fallback={CATALOGUE_MESSAGES.saveFailed} /> : null}
          <div className={kit.actions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Saving…">
              Save rates
            </Button>
          </div>
        </>
      )}
    </StaffForm>
  );
}
