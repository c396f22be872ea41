import { useFormikContext } from 'formik';
import {
  depositDue,
  editFlowAmountDueNow,
  formatAud,
  paymentOptionsFor,
  type BookingRecord,
  type PaymentOption,
} from '@party/domain';
import { RadioGroup } from '@party/shared-ui';
import type { EditValues } from './edit-values';

const LABELS: Record<PaymentOption, string> = {
  deposit: 'Pay Party Deposit',
  full: 'Pay Full Amount',
  later: 'Pay on Event Day',
};

/**
 * The payment options the booking's status offers (deposit only while pending, Pay on Event Day
 * only while confirmed, full for both), each with what it pays now.
 */
export function EditPaymentOptions({ booking, finalPrice }: { booking: BookingRecord; finalPrice: number }) {
  const { values, setFieldValue, errors, touched } = useFormikContext<EditValues>();
  const balance = editFlowAmountDueNow(finalPrice, booking.totalPaidAmount, 'full');
  const describe: Record<PaymentOption, string> = {
    deposit: `${formatAud(depositDue(finalPrice))} now, the rest on the day`,
    full: `${formatAud(balance)} now`,
    later: `Nothing now: ${formatAud(balance)} on the day of the party`,
  };
  return (
    <RadioGroup
      legend="Payment Options"
      name="paymentOption"
      value={values.paymentOption}
      options={paymentOptionsFor(booking.status).map((option) => ({ value: option, label: LABELS[option], description: describe[option] }))}
      onChange={(value) => void setFieldValue('paymentOption', value, false)}
      error={touched.paymentOption ? errors.paymentOption : undefined}
    />
  );
}
