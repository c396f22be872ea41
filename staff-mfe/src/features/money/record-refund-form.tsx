import type { FormikErrors } from 'formik';
import { fieldErrors, formatAud, refundMadeBody } from '@party/domain';
import { FormikTextField, notify } from '@party/shared-ui';
import { amountOf, amountText } from '../../shared/amount';
import { AmountField, MoneyForm, NoteField } from '../../shared/money-form';
import { useRecordRefundMutation } from './api';

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
    <MoneyForm<Values>
      words={{
        label: `Record refund on ${reference}`,
        errorFallback: 'The refund was not recorded: the staff system did not answer. Please try again.',
        submitLabel: 'Record refund',
        busyLabel: 'Recording…',
      }}
      initialValues={{ amount: amountText(owedBack), providerReference: '', note: '' }}
      validate={validate}
      onSubmit={submit}
      error={error}
      onCancel={onClose}
    >
      <AmountField hint={`In dollars. ${formatAud(owedBack)} is owed back.`} />
      <FormikTextField
        label="Reference"
        name="providerReference"
        required
        hint="The provider's refund id (Stripe's re_…), or your receipt number for cash."
      />
      <NoteField />
    </MoneyForm>
  );
}
