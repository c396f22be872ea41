import { useFormikContext } from 'formik';
import { BOOKING_DEPOSIT_LABEL, formatAud, PAYMENT_OPTION_LABELS } from '@party/domain';
import { RadioGroup } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useBookingPrice } from '../../shared/draft/booking-price';
import { useFieldError } from '../../shared/wizard/field-errors';

/** Deposit now and the balance on the day, or the full amount now. */
export function PaymentOptionField() {
  const { values, setFieldValue } = useFormikContext<BookingFormValues>();
  const { totals } = useBookingPrice();
  const error = useFieldError('paymentOption');
  return (
    <RadioGroup
      legend="Payment Option"
      name="paymentOption"
      value={values.paymentOption}
      error={error}
      options={[
        {
          value: 'deposit',
          label: BOOKING_DEPOSIT_LABEL,
          description: `${formatAud(totals.depositAmount)} now (non-refundable), ${formatAud(totals.balanceDueOnDay)} on the day`,
        },
        { value: 'full', label: PAYMENT_OPTION_LABELS.full, description: `${formatAud(totals.finalPrice)} now` },
      ]}
      onChange={(value) => void setFieldValue('paymentOption', value === 'full' ? 'full' : 'deposit')}
    />
  );
}
