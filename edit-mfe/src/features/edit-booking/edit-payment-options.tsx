import { useFormikContext } from 'formik';
import { depositDue, formatAud, PAYMENT_OPTION_LABELS, paymentOptionsFor, type BookingRecord, type EditQuote, type PaymentOption } from '@party/domain';
import { RadioGroup, useShownError } from '@party/shared-ui';
import type { EditValues } from './edit-values';

/**
 * The payment options the booking's status offers (deposit only while pending, Pay on Event Day
 * only while confirmed, full for both), each with what it pays now: the deposit, or what remains
 * once the edit is saved. `refusal` is the server's reason for refusing the option chosen at Update.
 */
export function EditPaymentOptions({ booking, figures, refusal }: { booking: BookingRecord; figures: EditQuote; refusal?: string }) {
  const { values, setFieldValue } = useFormikContext<EditValues>();
  const error = useShownError('paymentOption');
  const balance = figures.remainingAmount;
  const describe: Record<PaymentOption, string> = {
    deposit: `${formatAud(depositDue(figures.finalPrice))} now, the rest on the day`,
    full: `${formatAud(balance)} now`,
    later: `Nothing now: ${formatAud(balance)} on the day of the party`,
  };
  return (
    <RadioGroup
      legend="Payment Options"
      name="paymentOption"
      value={values.paymentOption}
      options={paymentOptionsFor(booking.status).map((option) => ({ value: option, label: PAYMENT_OPTION_LABELS[option], description: describe[option] }))}
      onChange={(value) => void setFieldValue('paymentOption', value, false)}
      error={error ?? refusal}
    />
  );
}
