import { Formik, type FormikErrors } from 'formik';
import { fieldErrors, formatAud, refundMadeBody } from '@party/domain';
import { Button, notify, TextField } from '@party/shared-ui';
import { amountOf, amountText } from '../../shared/amount';
import { ApiProblem } from '../../shared/api-status';
import { useRecordRefundMutation } from './api';
import styles from './money.module.css';

type Values = { amount: string; providerReference: string; note: string };

/**
 * Record refund: a refund made at the provider (or in cash), with its reference, which names it
 * within the booking: sent twice, it is recorded once. At most what is owed back.
 */
export function RecordRefundForm({ reference, owedBack, onClose }: { reference: string; owedBack: number; onClose: () => void }) {
  const [recordRefund, { error }] = useRecordRefundMutation();

  function validate(values: Values): FormikErrors<Values> {
    const amount = amountOf(values.amount);
    const errors = fieldErrors(refundMadeBody, { ...values, amount }) as FormikErrors<Values>;
    if (!errors.amount && amount > owedBack) errors.amount = `At most ${formatAud(owedBack)} is owed back`;
    return errors;
  }

  async function submit(values: Values) {
    const result = await recordRefund({
      reference,
      refund: { amount: amountOf(values.amount), providerReference: values.providerReference.trim(), note: values.note.trim() },
    });
    if ('error' in result) return;
    const recorded = result.data;
    notify.success(
      recorded.alreadyRecorded ? 'Refund already on record' : 'Refund recorded',
      `${formatAud(recorded.refunded)} on ${reference}. ${recorded.amountOwedBack > 0 ? `${formatAud(recorded.amountOwedBack)} is still owed back.` : 'Nothing is owed back now.'}`,
    );
    onClose();
  }

  return (
    <Formik<Values> initialValues={{ amount: amountText(owedBack), providerReference: '', note: '' }} validate={validate} validateOnBlur={false} onSubmit={submit}>
      {(form) => (
        <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit} aria-label={`Record refund on ${reference}`}>
          <TextField
            label="Amount"
            name="amount"
            inputMode="decimal"
            autoFocus
            required
            hint={`In dollars. ${formatAud(owedBack)} is owed back.`}
            value={form.values.amount}
            onChange={form.handleChange}
            error={form.submitCount > 0 ? form.errors.amount : undefined}
          />
          <TextField
            label="Reference"
            name="providerReference"
            required
            hint="The provider's refund id (Stripe's re_…), or your receipt number for cash."
            value={form.values.providerReference}
            onChange={form.handleChange}
            error={form.submitCount > 0 ? form.errors.providerReference : undefined}
          />
          <TextField
            label="Note"
            name="note"
            hint="Why, if it helps later (optional)."
            value={form.values.note}
            onChange={form.handleChange}
            error={form.submitCount > 0 ? form.errors.note : undefined}
          />
          {error ? <ApiProblem error={error} fallback="The refund was not recorded: the staff system did not answer. Please try again." /> : null}
          <div className={styles.formActions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Recording…">
              Record refund
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={form.isSubmitting}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Formik>
  );
}
