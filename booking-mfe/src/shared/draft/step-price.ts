import type { StepActionsProps } from '@party/shared-ui';
import { useBookingPrice } from './booking-price';
import { useDraft } from './booking-form';

/** The summary's id: the price bar's Summary button takes the parent there. */
export const BOOKING_SUMMARY_ID = 'booking-summary';

/**
 * The price each wizard step keeps in view on a phone: the total, and what is paid now (the
 * deposit, or the whole price when the parent chose to pay in full). Nothing to price before a
 * package is chosen.
 */
export function useStepPrice(): Pick<StepActionsProps, 'price' | 'priceHint' | 'summaryId'> {
  const { selectedPackage, paymentOption } = useDraft();
  const { totals } = useBookingPrice();
  if (!selectedPackage) return { priceHint: 'Choose a package to see the price', summaryId: BOOKING_SUMMARY_ID };
  const paysInFull = paymentOption === 'full';
  return {
    price: [
      { label: 'Total', amount: totals.finalPrice },
      paysInFull ? { label: 'Pay now', amount: totals.finalPrice } : { label: 'Deposit now', amount: totals.depositAmount },
    ],
    summaryId: BOOKING_SUMMARY_ID,
  };
}
