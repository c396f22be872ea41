import { PriceSummary } from '@party/shared-ui';
import { useDraft } from '../../shared/draft/booking-form';
import { useBookingPrice } from '../../shared/draft/booking-price';
import styles from './booking-summary.module.css';

/** The live price: package, extra kids, food, add-ons, total, coupon, final price, what is paid now and the balance. */
export function PriceBreakdown() {
  const draft = useDraft();
  const { breakdown, totals, coupon } = useBookingPrice();
  if (!draft.selectedPackage) return <p className={styles.muted}>Choose a package to see the price.</p>;
  const payingInFull = draft.paymentOption === 'full';
  return (
    <PriceSummary
      items={{ packageName: draft.selectedPackage.name, breakdown, kidsFood: draft.kidsFood }}
      total={totals.totalPrice}
      coupon={coupon ? { code: coupon.code, discount: totals.appliedDiscountAmount, finalPrice: totals.finalPrice } : undefined}
      payments={[
        payingInFull
          ? { row: 'pay-now', option: 'full', amount: totals.finalPrice }
          : { row: 'pay-now', option: 'deposit', amount: totals.depositAmount },
        { row: 'balance', amount: payingInFull ? 0 : totals.balanceDueOnDay },
      ]}
    />
  );
}
