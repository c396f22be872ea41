import { createBookingDraft, type BookingDraft, type Package, type Room, type TimeSlot } from '@party/domain';

// A draft read back from session storage is untrusted text: keep each field only when it has the
// right shape, and use the default for anything else, so a corrupt entry never breaks the page.

type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isItem = (value: unknown): value is UnknownRecord => isRecord(value) && isId(value.id);

function isTimeSlot(value: unknown): value is TimeSlot {
  return isItem(value) && isText(value.time) && typeof value.isAvailable === 'boolean';
}

function isRoom(value: unknown): value is Room {
  return isItem(value) && isText(value.name) && isNumber(value.maxCapacity) && isRecord(value.availability);
}

function isPackage(value: unknown): value is Package {
  return (
    isItem(value) &&
    isText(value.name) &&
    isNumber(value.pricePackage) &&
    isNumber(value.pricePerChild) &&
    isNumber(value.duration) &&
    Array.isArray(value.inclusions)
  );
}

function text(value: unknown, fallback: string): string {
  return isText(value) ? value : fallback;
}

function number(value: unknown, fallback: number): number {
  return isNumber(value) ? value : fallback;
}

function itemsOf<T>(value: unknown, quantityRequired: boolean): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item) => isItem(item) && (!quantityRequired || isNumber(item.quantity))) as T[];
}

/** The draft in `raw`, field by field, with the default wherever a field is missing or malformed. */
export function sanitizeDraft(raw: unknown): BookingDraft {
  const fresh = createBookingDraft();
  if (!isRecord(raw)) return fresh;
  const contact = isRecord(raw.contactInfo) ? raw.contactInfo : {};
  return {
    childfName: text(raw.childfName, fresh.childfName),
    childlName: text(raw.childlName, fresh.childlName),
    childAge: number(raw.childAge, fresh.childAge),
    numberOfKids: number(raw.numberOfKids, fresh.numberOfKids),
    date: text(raw.date, fresh.date),
    timeSlot: isTimeSlot(raw.timeSlot) ? raw.timeSlot : null,
    room: isRoom(raw.room) ? raw.room : null,
    selectedPackage: isPackage(raw.selectedPackage) ? raw.selectedPackage : null,
    kidsFood: itemsOf(raw.kidsFood, true),
    adultsFood: itemsOf(raw.adultsFood, false),
    addons: itemsOf(raw.addons, false),
    contactInfo: {
      parentName: text(contact.parentName, ''),
      email: text(contact.email, ''),
      phone: text(contact.phone, ''),
      address: text(contact.address, ''),
    },
    guestNames: Array.isArray(raw.guestNames)
      ? raw.guestNames.filter((guest): guest is { name: string } => isRecord(guest) && isText(guest.name))
      : fresh.guestNames,
    paymentOption: raw.paymentOption === 'full' ? 'full' : 'deposit',
    coupon: text(raw.coupon, fresh.coupon),
    totalPrice: number(raw.totalPrice, 0),
    finalPrice: number(raw.finalPrice, 0),
    appliedDiscountAmount: number(raw.appliedDiscountAmount, 0),
  };
}
