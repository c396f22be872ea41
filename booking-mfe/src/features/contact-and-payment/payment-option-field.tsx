import { useFormikContext } from 'formik';
import { formatAud } from '@party/domain';
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
          label: 'Pay Deposit',
          description: `${formatAud(totals.depositAmount)} now (non-refundable), ${formatAud(totals.balanceDueOnDay)} on the day`,
        },
        { value: 'full', label: 'Pay Full Amount', description: `${formatAud(totals.finalPrice)} now` },
      ]}
      onChange={(value) => void setFieldValue('paymentOption', value === 'full' ? 'full' : 'deposit')}
    />
  );
}
