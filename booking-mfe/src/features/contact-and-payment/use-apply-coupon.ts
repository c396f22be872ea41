import { useFormikContext } from 'formik';
import { COUPON_MESSAGES, couponAddedToast, formatAud, TOAST_TITLES } from '@party/domain';
import { describeApiError, notify } from '@party/shared-ui';
import { useAppDispatch } from '../../hooks';
import { couponApplied, couponRefused } from '../../shared/draft/checkout-slice';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useBookingPrice } from '../../shared/draft/booking-price';
import { useValidateCouponMutation } from './api';
import { couponCheckRequest } from './booking-payload';

/**
 * Apply: the server checks the code against the cart. Success says 'Coupon added successfully'
 * with the discount; any failure shows 'Coupon Error' with the reason and clears the coupon and
 * its discount, keeping the code typed with the reason beside it (so a typo can be corrected).
 */
export function useApplyCoupon() {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<BookingFormValues>();
  const { breakdown } = useBookingPrice();
  const [validate, { isLoading }] = useValidateCouponMutation();

  const fail = (message: string) => {
    notify.error(TOAST_TITLES.couponError, message);
    dispatch(couponRefused(message));
  };

  const apply = async () => {
    const code = values.coupon.trim();
    const total = breakdown.total;
    const request = code ? couponCheckRequest(code, values, total) : undefined;
    if (!request) {
      fail(COUPON_MESSAGES.invalidCode);
      return;
    }
    const result = await validate(request);
    if (result.error) {
      fail(describeApiError(result.error));
      return;
    }
    if (!result.data.valid) {
      fail(result.data.message);
      return;
    }
    const { code: accepted, type, amount, discount } = result.data;
    // Remember the total as this page worked it out, so the coupon is checked again when it changes.
    dispatch(couponApplied({ code: accepted, type, amount, discount, totalPrice: total }));
    const toast = couponAddedToast(formatAud(discount));
    notify.success(toast.title, toast.message);
  };

  return { apply, busy: isLoading };
}
