import { useEffect } from 'react';
import { TOAST_TITLES } from '@party/domain';
import { describeApiError, notify } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useDraft } from '../../shared/draft/booking-form';
import { couponApplied, couponRefused, selectAppliedCoupon } from '../../shared/draft/checkout-slice';
import { useBookingPrice } from '../../shared/draft/booking-price';
import { useValidateCouponMutation } from './api';
import { couponCheckRequest } from './booking-payload';

const RECHECK_AFTER_MS = 600;

/**
 * A coupon was checked against one total; when the total changes (kids, food, add-ons) the server
 * checks it again, so that the summary and the booking agree. If it no longer applies (e.g. the
 * minimum cart value is no longer met) it is cleared with a 'Coupon Error'.
 */
export function CouponKeeper() {
  const dispatch = useAppDispatch();
  const draft = useDraft();
  const coupon = useAppSelector(selectAppliedCoupon);
  const { breakdown } = useBookingPrice();
  const [validate] = useValidateCouponMutation();
  const total = breakdown.total;
  const stale = coupon !== null && coupon.totalPrice !== total;

  useEffect(() => {
    if (!stale || !coupon) return;
    const request = couponCheckRequest(coupon.code, draft, total);
    let current = true;
    const timer = setTimeout(async () => {
      if (!request) return;
      const result = await validate(request);
      if (!current) return;
      if (result.data?.valid) {
        const { code, type, amount, discount } = result.data;
        dispatch(couponApplied({ code, type, amount, discount, totalPrice: total }));
        return;
      }
      const message = result.data ? result.data.message : describeApiError(result.error);
      notify.error(TOAST_TITLES.couponError, message);
      dispatch(couponRefused(message));
    }, RECHECK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [stale, coupon, draft, total, validate, dispatch]);

  return null;
}
