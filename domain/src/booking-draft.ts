import { withKidsFoodQuantities } from './kids-food';
import { AGE_ALERT_ABOVE, CHILD_AGE_MAX, DEFAULT_NUMBER_OF_KIDS, MINIMUM_PARTY_ALERT_BELOW } from './limits';
import type { IsoDate } from './types';
import type { AddonSelection, AdultFoodSelection } from './selections';
import type { Package, Room, TimeSlot } from './contract/catalogue';
import type { ContactInfo, MainPaymentOption } from './contract/bookings';
import type { SelectedKidsFood } from './contract/booking-answers';

export interface GuestName {
  name: string;
}

/**
 * The booking held in the browser during the main wizard. Field names follow the spec's payloads
 * exactly (including its spelling `childfName`).
 */
export interface BookingDraft {
  childfName: string;
  childlName: string;
  /** 1-11 once chosen; 0 before. */
  childAge: number;
  numberOfKids: number;
  date: IsoDate;
  timeSlot: TimeSlot | null;
  room: Room | null;
  selectedPackage: Package | null;
  kidsFood: SelectedKidsFood[];
  adultsFood: AdultFoodSelection[];
  addons: AddonSelection[];
  contactInfo: ContactInfo;
  guestNames: GuestName[];
  paymentOption: MainPaymentOption;
  coupon: string;
  totalPrice: number;
  finalPrice: number;
  appliedDiscountAmount: number;
}

/** A fresh draft: age 0 until chosen, 8 kids, two empty guest names, deposit; a reset returns to it. */
export function createBookingDraft(): BookingDraft {
  return {
    childfName: '',
    childlName: '',
    childAge: 0,
    numberOfKids: DEFAULT_NUMBER_OF_KIDS,
    date: '',
    timeSlot: null,
    room: null,
    selectedPackage: null,
    kidsFood: [],
    adultsFood: [],
    addons: [],
    contactInfo: { parentName: '', email: '', phone: '', address: '' },
    guestNames: [{ name: '' }, { name: '' }],
    paymentOption: 'deposit',
    coupon: '',
    totalPrice: 0,
    finalPrice: 0,
    appliedDiscountAmount: 0,
  };
}

/** Changing the date clears the time slot and the room. */
export function changeDate(draft: BookingDraft, date: IsoDate): BookingDraft {
  return { ...draft, date, timeSlot: null, room: null };
}

/** Changing the time slot clears the room. */
export function changeTimeSlot(draft: BookingDraft, timeSlot: TimeSlot | null): BookingDraft {
  return { ...draft, timeSlot, room: null };
}

/** Changing the number of kids clears the room and works the kids' food quantities out again. */
export function changeNumberOfKids(draft: BookingDraft, numberOfKids: number): BookingDraft {
  return { ...draft, numberOfKids, room: null, kidsFood: withKidsFoodQuantities(draft.kidsFood, numberOfKids) };
}

/**
 * The 'Age Restriction' alert shows when the child's age is over 10. It warns a parent at the top
 * of the ages booked online that older children are booked by phone; a child over 11 was booked
 * by the venue itself on the phone (decision 054), so their pages do not send the parent to it.
 */
export function showsAgeRestriction(childAge: number): boolean {
  return childAge > AGE_ALERT_ABOVE && childAge <= CHILD_AGE_MAX;
}

/** The 'Minimum Party Size' alert shows when there are fewer than 8 kids. */
export function showsMinimumPartySize(numberOfKids: number): boolean {
  return numberOfKids < MINIMUM_PARTY_ALERT_BELOW;
}
