import { BOOKING_DEPOSIT_LABEL, formatAud, PAYMENT_OPTION_LABELS } from '@party/domain';
import { FormikRadioGroup } from '@party/shared-ui';
import { useBookingPrice } from '../../shared/draft/booking-price';

/** Deposit now and the balance on the day, or the full amount now. */
export function PaymentOptionField() {
  const { totals } = useBookingPrice();
  return (
    <FormikRadioGroup
      legend="Payment Option"
      name="paymentOption"
      options={[
        {
          value: 'deposit',
          label: BOOKING_DEPOSIT_LABEL,
          description: `${formatAud(totals.depositAmount)} now (non-refundable), ${formatAud(totals.balanceDueOnDay)} on the day`,
        },
        { value: 'full', label: PAYMENT_OPTION_LABELS.full, description: `${formatAud(totals.finalPrice)} now` },
      ]}
    />
  );
}
