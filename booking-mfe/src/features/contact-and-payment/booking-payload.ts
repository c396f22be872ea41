import type { BookingCreateRequest, CouponCheckRequest } from '@party/domain';
import type { BookingPrice } from '../../shared/draft/booking-price';
import type { BookingFormValues } from '../../shared/draft/form-values';

/** A choice step 1 made sure of: Complete Booking runs only once the party details are valid. */
function chosen<T>(item: T | null, what: string): T {
  if (item === null) throw new Error(`The booking has no ${what}: please go back to step 1.`);
  return item;
}

const idOf = <T extends { id: string | number }>(item: T | null, what: string) => ({ id: chosen(item, what).id });

/**
 * The new booking as POST /api/booking-initiate takes it: the draft's choices by id, the contact
 * details, the coupon the server accepted (not whatever is typed in the box), the terms accepted,
 * no guests yet, and the browser's totals (the server prices the booking again itself).
 */
export function bookingPayload(values: BookingFormValues, price: BookingPrice): BookingCreateRequest {
  const { totals } = price;
  return {
    childfName: values.childfName,
    childlName: values.childlName,
    childAge: values.childAge,
    numberOfKids: values.numberOfKids,
    date: values.date,
    timeSlot: { id: chosen(values.timeSlot, 'time slot').id, time: chosen(values.timeSlot, 'time slot').time },
    room: idOf(values.room, 'room'),
    selectedPackage: idOf(values.selectedPackage, 'package'),
    kidsFood: values.kidsFood.map(({ id, quantity }) => ({ id, quantity })),
    adultsFood: values.adultsFood.map(({ id, quantity, price: unit }) => ({ id, quantity: quantity ?? 1, price: unit ?? null })),
    addons: values.addons.map(({ id, quantity, price: unit }) => ({ id, quantity: quantity ?? 1, price: unit ?? null })),
    contactInfo: values.contactInfo,
    acceptTerms: true,
    coupon: price.coupon?.code ?? '',
    paymentOption: values.paymentOption,
    guestNames: [],
    totalPrice: totals.totalPrice,
    finalPrice: totals.finalPrice,
    depositAmount: totals.depositAmount,
    appliedDiscountAmount: totals.appliedDiscountAmount,
  };
}

/**
 * What a booking was made of, apart from how it is paid: coming back from the checkout and
 * completing again with the same details reuses that booking instead of making a second one.
 */
export function bookingFingerprint(payload: BookingCreateRequest): string {
  const { paymentOption: _paymentOption, depositAmount: _depositAmount, ...details } = payload;
  return JSON.stringify(details);
}

/** The coupon check's body: the code and the cart, which the server prices itself. */
export function couponCheckRequest(code: string, values: BookingFormValues, total: number): CouponCheckRequest | undefined {
  if (!values.selectedPackage) return undefined;
  return {
    code,
    total,
    booking: {
      selectedPackage: { id: values.selectedPackage.id },
      numberOfKids: values.numberOfKids,
      adultsFood: values.adultsFood.map(({ id, quantity }) => ({ id, quantity: quantity ?? 1 })),
      addons: values.addons.map(({ id, quantity }) => ({ id, quantity: quantity ?? 1 })),
    },
  };
}
