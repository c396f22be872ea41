import { useState } from 'react';
import { Formik, type FormikErrors } from 'formik';
import { fieldErrors, formatAud, staffCounterPaymentBody } from '@party/domain';
import { Button, notify, RadioGroup, TextField } from '@party/shared-ui';
import { amountOf, amountText, newRequestId } from '../../shared/amount';
import { ApiProblem } from '../../shared/api-status';
import { useTakePaymentMutation } from './api';
import styles from './booking.module.css';

type Values = { amount: string; method: '' | 'card' | 'cash' };

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
    <Formik<Values> initialValues={{ amount: amountText(due), method: '' }} validate={validate} validateOnBlur={false} onSubmit={submit}>
      {(form) => (
        <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit} aria-label="Take payment">
          <TextField
            label="Amount"
            name="amount"
            inputMode="decimal"
            // Opened by Take payment: the keyboard goes straight to the amount.
            autoFocus
            required
            hint={`In dollars. ${formatAud(due)} is due.`}
            value={form.values.amount}
            onChange={form.handleChange}
            error={form.submitCount > 0 ? form.errors.amount : undefined}
          />
          <RadioGroup
            legend="Paid by"
            name="method"
            value={form.values.method}
            options={[
              { value: 'card', label: 'Card' },
              { value: 'cash', label: 'Cash' },
            ]}
            onChange={(method) => void form.setFieldValue('method', method)}
            error={form.submitCount > 0 ? form.errors.method : undefined}
          />
          {error ? <ApiProblem error={error} fallback="The payment was not recorded: the staff system did not answer. Please try again." /> : null}
          <div className={styles.formActions}>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Recording…">
              Record payment
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
