import { useEffect, useRef, useState } from 'react';
import type { FormikErrors } from 'formik';
import { fieldErrors, formatAud, staffProviderRefundBody, type StaffProviderRefundSent } from '@party/domain';
import { apiErrorCode, notify } from '@party/shared-ui';
import { amountOf, amountText, newRequestId } from '../../shared/amount';
import { AmountField, MoneyForm, NoteField, type MoneyFormWords } from '../../shared/money-form';
import { useSendRefundMutation } from './api';
import styles from './booking.module.css';

type Values = { amount: string; note: string };

/** The amount first, then the confirmation: each step says its own buttons. */
const AMOUNT_STEP: MoneyFormWords = {
  label: 'Refund',
  errorFallback: 'The staff system did not answer, so it is not known whether the refund was sent. Send it again: it is sent once.',
  submitLabel: 'Continue',
  busyLabel: 'Sending…',
};
const CONFIRM_STEP: MoneyFormWords = { ...AMOUNT_STEP, submitLabel: 'Send refund', cancelLabel: 'Back' };

/**
 * Refund: money sent back to the card the customer paid with, through the payment provider, at
 * most what the booking's online payments can take (decision 053). Two steps, the amount and then
 * a confirmation, as a refund cannot be taken back. The request id is made when the form opens, so
 * a double tap or a retry after a lost answer sends one refund; once the provider has refused it
 * (nothing sent), the next try is a request of its own.
 */
export function SendRefundForm({ reference, refundable, owedBack, onClose }: { reference: string; refundable: number; owedBack: number; onClose: () => void }) {
  const [requestId, setRequestId] = useState(newRequestId);
  const [confirming, setConfirming] = useState(false);
  const [sendRefund, { error, reset }] = useSendRefundMutation();

  function validate(values: Values): FormikErrors<Values> {
    const amount = amountOf(values.amount);
    const errors = fieldErrors(staffProviderRefundBody, { amount, requestId, note: values.note }) as FormikErrors<Values>;
    if (!errors.amount && amount > refundable) errors.amount = `At most ${formatAud(refundable)} can go back online`;
    return errors;
  }

  async function submit(values: Values) {
    if (!confirming) {
      reset();
      setConfirming(true);
      return;
    }
    const result = await sendRefund({ reference, refund: { amount: amountOf(values.amount), requestId, note: values.note.trim() } });
    if ('error' in result) {
      // Nothing was sent: a new request may send it again.
      if (apiErrorCode(result.error) === 'payment-provider-unavailable') setRequestId(newRequestId());
      return;
    }
    const nothingWent = result.data.refunds.every((refund) => refund.status === 'failed');
    if (nothingWent) notify.error('Refund failed', sentWords(result.data));
    else notify.success(result.data.alreadySent ? 'Refund already sent' : 'Refund sent', sentWords(result.data));
    onClose();
  }

  const leftForCash = owedBack - refundable;
  return (
    <MoneyForm<Values>
      words={confirming ? CONFIRM_STEP : AMOUNT_STEP}
      submitVariant={confirming ? 'danger' : 'primary'}
      onCancel={confirming ? () => setConfirming(false) : onClose}
      initialValues={{ amount: amountText(refundable), note: '' }}
      validate={validate}
      onSubmit={submit}
      error={error}
    >
      {(form) =>
        confirming ? (
          <Confirmation amount={amountOf(form.values.amount)} reference={reference} />
        ) : (
          <>
            <AmountField
              hint={`In dollars. ${formatAud(refundable)} can go back to the card online.${leftForCash > 0 ? ` The other ${formatAud(leftForCash)} owed back was paid at the counter: refund it in cash and record it.` : ''}`}
            />
            <NoteField />
          </>
        )
      }
    </MoneyForm>
  );
}

/** What Send refund will do, said before it is pressed; focused, so a screen reader reads it out. */
function Confirmation({ amount, reference }: { amount: number; reference: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    <p ref={text} tabIndex={-1} className={styles.lead}>
      Send {formatAud(amount)} back to the card the customer paid {reference} with? The payment provider sends it and it cannot be taken back; it shows as pending
      until the provider settles it.
    </p>
  );
}

/** The refund as the toast tells it: what is on its way, what the provider refused and why, and what could not go back online. */
function sentWords(sent: StaffProviderRefundSent): string {
  const sum = (refunds: StaffProviderRefundSent['refunds']) => refunds.reduce((total, refund) => total + refund.amount, 0);
  const going = sent.refunds.filter((refund) => refund.status !== 'failed');
  const failed = sent.refunds.filter((refund) => refund.status === 'failed');
  const words: string[] = [];
  if (going.length > 0) words.push(`${formatAud(sum(going))} is on its way back to the customer's card (${sent.reference}).`);
  if (failed.length > 0) words.push(`${formatAud(sum(failed))} did not go back: ${failed[0].failure}.`);
  if (sent.notSentOnline > 0) words.push(`${formatAud(sent.notSentOnline)} could not go back online: refund it in cash and record it.`);
  words.push(sent.amountOwedBack > 0 ? `${formatAud(sent.amountOwedBack)} is still owed back.` : 'Nothing is owed back now.');
  return words.join(' ');
}
