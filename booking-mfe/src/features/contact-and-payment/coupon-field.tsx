import { useFormikContext } from 'formik';
import { formatAud } from '@party/domain';
import { Button, OptionalLabel, TextField } from '@party/shared-ui';
import { useAppSelector } from '../../hooks';
import { selectAppliedCoupon } from '../../shared/draft/checkout-slice';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useBookingPrice } from '../../shared/draft/booking-price';
import { useApplyCoupon } from './use-apply-coupon';
import styles from './contact-and-payment.module.css';

/** The coupon code and its Apply button. Enter in the box applies the code (it does not complete the booking). */
export function CouponField() {
  const { values, handleChange, handleBlur } = useFormikContext<BookingFormValues>();
  const applied = useAppSelector(selectAppliedCoupon);
  const { discount } = useBookingPrice();
  const { apply, busy } = useApplyCoupon();
  return (
    <div className={styles.coupon}>
      <div className={styles.couponRow}>
        <TextField
          label={<OptionalLabel>Coupon Code</OptionalLabel>}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          value={values.coupon}
          onChange={handleChange}
          onBlur={handleBlur}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <Button variant="secondary" className={styles.apply} onClick={() => void apply()} busy={busy} busyLabel="Applying...">
          Apply
        </Button>
      </div>
      {applied ? (
        <p className={styles.applied} role="status">
          Coupon {applied.code} applied: {formatAud(discount)} off.
        </p>
      ) : null}
    </div>
  );
}
