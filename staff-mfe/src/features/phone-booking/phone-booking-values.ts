import type { FormikErrors } from 'formik';
import {
  complimentaryLimit,
  fieldErrors,
  isIncludedInPackage,
  KIDS_MAX,
  KIDS_MIN,
  phoneBookingBody,
  priceMainBooking,
  withKidsFoodQuantities,
  type PhoneBookingChoices,
  type PhoneBookingPackage,
  type PhoneBookingRequest,
  type SelectedKidsFood,
  type StoredQuantities,
} from '@party/domain';
import { NO_SLOT, type SlotChoice } from '../../shared/slot-picker';

// The phone booking's form as the staff fill it in: text as typed (ages and counts included), the
// day, time and room as the slot picker keeps them, the food and add-ons as the shared choices
// give them; and what it sends, checked with the contract's own schema (decision 024).

export interface PhoneBookingValues {
  packageId: string;
  childfName: string;
  childlName: string;
  childAge: string;
  numberOfKids: string;
  slot: SlotChoice;
  kidsFood: SelectedKidsFood[];
  adultsFood: StoredQuantities;
  addons: StoredQuantities;
  contactInfo: { parentName: string; email: string; phone: string; address: string };
  paymentOption: 'deposit' | 'full';
}

export const EMPTY_VALUES: PhoneBookingValues = {
  packageId: '',
  childfName: '',
  childlName: '',
  childAge: '',
  numberOfKids: '',
  slot: NO_SLOT,
  kidsFood: [],
  adultsFood: {},
  addons: {},
  contactInfo: { parentName: '', email: '', phone: '', address: '' },
  paymentOption: 'deposit',
};

/** A whole number as typed: '' stays missing (the contract's required message), anything else is read as a number. */
const typedNumber = (text: string) => (text.trim() === '' ? '' : Number(text.trim())) as number;

/** The number of kids typed, when it is one a party can have. */
export function kidsOf(values: Pick<PhoneBookingValues, 'numberOfKids'>): number | undefined {
  const kids = Number(values.numberOfKids.trim());
  return values.numberOfKids.trim() !== '' && Number.isInteger(kids) && kids >= KIDS_MIN && kids <= KIDS_MAX ? kids : undefined;
}

/** What the form sends: POST /api/staff/bookings's body. */
export function requestOf(values: PhoneBookingValues): PhoneBookingRequest {
  return {
    packageId: values.packageId,
    childfName: values.childfName,
    childlName: values.childlName,
    childAge: typedNumber(values.childAge),
    numberOfKids: typedNumber(values.numberOfKids),
    date: values.slot.date,
    startTime: values.slot.startTime,
    roomId: values.slot.roomId,
    kidsFood: values.kidsFood.map((item) => ({ id: String(item.id) })),
    adultsFood: Object.entries(values.adultsFood).map(([id, quantity]) => ({ id, quantity })),
    addons: Object.entries(values.addons).map(([id, quantity]) => ({ id, quantity })),
    contactInfo: values.contactInfo,
    paymentOption: values.paymentOption,
  };
}

/** The contract's verdict at each field of the form (the day, time and room at the slot picker). */
export function errorsOf(values: PhoneBookingValues): FormikErrors<PhoneBookingValues> {
  const { date, startTime, roomId, ...rest } = fieldErrors(phoneBookingBody, requestOf(values)) as Record<string, string | undefined> & FormikErrors<PhoneBookingValues>;
  const slot = Object.fromEntries(Object.entries({ date, startTime, roomId }).filter(([, message]) => message !== undefined));
  return { ...rest, ...(Object.keys(slot).length > 0 ? { slot } : {}) } as FormikErrors<PhoneBookingValues>;
}

/**
 * Another package: its length may change the start times (the day stays, the time and room go),
 * the kids' food is kept up to its free choices, and an add-on it includes is taken off.
 */
export function withPackage(values: PhoneBookingValues, pkg: PhoneBookingPackage, addonsOnOffer: PhoneBookingChoices['addons']): PhoneBookingValues {
  const included = (id: string) => addonsOnOffer.some((addon) => addon.id === id && isIncludedInPackage(addon, pkg));
  const addons = Object.fromEntries(Object.entries(values.addons).filter(([id]) => !included(id)));
  return { ...values, packageId: pkg.id, slot: { ...values.slot, startTime: '', roomId: '' }, kidsFood: values.kidsFood.slice(0, complimentaryLimit(pkg)), addons };
}

/** Another number of kids: its food counted again, and a room chosen before asked again (it may be too small now). */
export function withKids(values: PhoneBookingValues, numberOfKids: string): PhoneBookingValues {
  const kids = kidsOf({ numberOfKids });
  return { ...values, numberOfKids, slot: { ...values.slot, roomId: '' }, kidsFood: kids === undefined ? values.kidsFood : withKidsFoodQuantities(values.kidsFood, kids) };
}

/** The price before any coupon, by the domain's own rules (the API prices it again when it is booked). */
export function priceOf(values: PhoneBookingValues, choices: PhoneBookingChoices): number | undefined {
  const pkg = choices.packages.find((item) => item.id === values.packageId);
  const kids = kidsOf(values);
  if (!pkg || kids === undefined) return undefined;
  return priceMainBooking({
    selectedPackage: pkg,
    numberOfKids: kids,
    adultsFood: Object.entries(values.adultsFood).map(([id, quantity]) => ({ id, quantity })),
    addons: Object.entries(values.addons).map(([id, quantity]) => ({ id, quantity })),
    adultFoodPrices: choices.adultsFood,
    addonPrices: choices.addons,
  }).total;
}
