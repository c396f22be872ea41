import { useFormikContext } from 'formik';
import { formatAud } from '@party/domain';
import { Button, OptionalLabel, TextField } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { couponCleared, selectAppliedCoupon, selectCouponProblem } from '../../shared/draft/checkout-slice';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useBookingPrice } from '../../shared/draft/booking-price';
import { useApplyCoupon } from './use-apply-coupon';
import styles from './contact-and-payment.module.css';

/**
 * The coupon code and its Apply button. Enter in the box applies the code (it does not complete the
 * booking). A refused code stays in the box with the reason beside it; an applied coupon can be
 * taken off.
 */
export function CouponField() {
  const dispatch = useAppDispatch();
  const { values, handleChange, handleBlur, setFieldValue } = useFormikContext<BookingFormValues>();
  const applied = useAppSelector(selectAppliedCoupon);
  const problem = useAppSelector(selectCouponProblem);
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
          error={problem ?? undefined}
          onChange={(event) => {
            handleChange(event);
            if (problem) dispatch(couponCleared());
          }}
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
          Coupon {applied.code} applied: {formatAud(discount)} off.{' '}
          <Button
            variant="ghost"
            className={styles.remove}
            aria-label={`Remove coupon ${applied.code}`}
            onClick={() => {
              dispatch(couponCleared());
              void setFieldValue('coupon', '');
            }}
          >
            Remove
          </Button>
        </p>
      ) : null}
    </div>
  );
}
