import { isClockTime, isIsoDate } from '@party/domain';
import { newEventValues, type ChosenAddon, type EventFormValues } from './event-form/form-values';

// The new event's draft is kept in session storage, so that a reload, or coming back from the
// checkout with the browser's Back button, finds the form as it was, with the booking already
// made from it (reused when the details are the same, replaced when they changed).

export const DRAFT_KEY = 'party-booking:after-hours';
const VERSION = 1;

/** The pending booking made from the draft, and the details it was made from. */
export interface SavedBooking {
  bookingId: string;
  fingerprint: string;
}

export interface EventDraft {
  values: EventFormValues;
  saved: SavedBooking | null;
}

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown): number | '' => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : '');

function addonsOf(value: unknown): ChosenAddon[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((addon): addon is UnknownRecord => isRecord(addon) && typeof addon.id === 'string')
    .map((addon) => ({ id: addon.id as string, quantity: count(addon.quantity) || 0 }))
    .filter((addon) => addon.quantity > 0);
}

/** Each field is kept only when it has the right shape: a corrupt entry never breaks the page. */
function valuesOf(raw: UnknownRecord): EventFormValues {
  const date = isIsoDate(raw.date) ? raw.date : '';
  const startTime = date && isClockTime(raw.startTime) ? raw.startTime : '';
  return {
    ...newEventValues(null),
    date,
    startTime,
    endTime: startTime && isClockTime(raw.endTime) ? raw.endTime : '',
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    mobile: text(raw.mobile),
    address: text(raw.address),
    notes: text(raw.notes),
    expectedKids: count(raw.expectedKids),
    expectedAdults: count(raw.expectedAdults),
    addons: addonsOf(raw.addons),
    paymentOption: raw.paymentOption === 'full' ? 'full' : 'deposit',
  };
}

function savedOf(raw: unknown): SavedBooking | null {
  if (!isRecord(raw) || typeof raw.bookingId !== 'string' || typeof raw.fingerprint !== 'string') return null;
  return { bookingId: raw.bookingId, fingerprint: raw.fingerprint };
}

/** The kept draft (its package left to the catalogue), or undefined when there is none or it cannot be read. */
export function readEventDraft(storage: Storage | undefined): EventDraft | undefined {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (!isRecord(raw) || raw.version !== VERSION || !isRecord(raw.values)) return undefined;
    return { values: valuesOf(raw.values), saved: savedOf(raw.saved) };
  } catch (error) {
    console.warn('The saved event could not be read; starting afresh', error);
    return undefined;
  }
}

/** Keeps the draft; a full or unavailable storage only costs the restore, never the booking. */
export function writeEventDraft(storage: Storage | undefined, { values, saved }: EventDraft): void {
  const { selectedPackage: _package, ...kept } = values;
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ version: VERSION, values: kept, saved }));
  } catch (error) {
    console.warn('The event could not be saved in sessionStorage', error);
  }
}

export function clearEventDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
