import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { fieldErrors, formatAud, staffCounterPaymentBody } from '@party/domain';
import { FormikRadioGroup, notify } from '@party/shared-ui';
import { amountOf, amountText, newRequestId } from '../../shared/amount';
import { AmountField, MoneyForm, type MoneyFormWords } from '../../shared/money-form';
import { useTakePaymentMutation } from './api';

type Values = { amount: string; method: '' | 'card' | 'cash' };

const WORDS: MoneyFormWords = {
  label: 'Take payment',
  errorFallback: 'The payment was not recorded: the staff system did not answer. Please try again.',
  submitLabel: 'Record payment',
  busyLabel: 'Recording…',
};

/**
 * Take payment: a balance paid at the counter, by card or in cash, at most what is due. The request
 * id is made when the form opens, so a double tap or a retry records one payment.
 */
export function TakePaymentForm({ reference, due, onClose }: { reference: string; due: number; onClose: () => void }) {
  const [requestId] = useState(newRequestId);
  const [takePayment, { error }] = useTakePaymentMutation();

  function validate(values: Values): FormikErrors<Values> {
    const amount = amountOf(values.amount);
    const errors = fieldErrors(staffCounterPaymentBody, { amount, method: values.method || undefined, requestId }) as FormikErrors<Values>;
    if (!errors.amount && amount > due) errors.amount = `At most ${formatAud(due)} is due`;
    return errors;
  }

  async function submit(values: Values) {
    const amount = amountOf(values.amount);
    const result = await takePayment({ reference, payment: { amount, method: values.method as 'card' | 'cash', requestId } });
    if ('error' in result) return;
    const { money } = result.data;
    notify.success(
      'Payment recorded',
      `${formatAud(result.data.amount)} by ${result.data.method} on ${reference}. ${money.due > 0 ? `${formatAud(money.due)} is still due.` : 'Nothing is left to pay.'}`,
    );
    onClose();
  }

  return (
    <MoneyForm<Values> words={WORDS} initialValues={{ amount: amountText(due), method: '' }} validate={validate} onSubmit={submit} error={error} onCancel={onClose}>
      <AmountField hint={`In dollars. ${formatAud(due)} is due.`} />
      <PaidBy />
    </MoneyForm>
  );
}

/** Card or cash, the form's `method`. */
function PaidBy() {
  return (
    <FormikRadioGroup
      legend="Paid by"
      name="method"
      options={[
        { value: 'card', label: 'Card' },
        { value: 'cash', label: 'Cash' },
      ]}
    />
  );
}
