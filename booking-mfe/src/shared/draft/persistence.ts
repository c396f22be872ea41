import { bookingStep1Schema, type BookingDraft, type StoredQuantities } from '@party/domain';
import {
  initialBookingDraftState,
  type AppliedCoupon,
  type BookingDraftState,
  type InitiatedBooking,
} from './checkout-slice';
import { isRecord, sanitizeDraft } from './sanitize-draft';
import { initialWizardState, type WizardState, type WizardStep } from './wizard-slice';

// The wizard lives in session storage, so that a reload, or coming back from the checkout with the
// browser's Back button, finds it as it was. Adult food and add-on quantities are also kept under
// their own keys, each a map from item id to quantity (SPEC.md §7).

export const STORAGE_KEYS = {
  wizard: 'party-booking:wizard',
  adultsFoodQuantities: 'adultsFoodQuantities',
  addonsQuantities: 'addonsQuantities',
} as const;

const VERSION = 1;

export interface PersistedState {
  bookingDraft: BookingDraftState;
  wizard: WizardState;
}

function readJson(storage: Storage, key: string): unknown {
  const text = storage.getItem(key);
  return text === null ? undefined : (JSON.parse(text) as unknown);
}

/** Reading the quantities may fail: that is only logged, and the quantities are then empty. */
function readQuantities(storage: Storage, key: string): StoredQuantities {
  try {
    const raw = readJson(storage, key);
    if (raw === undefined) return {};
    if (!isRecord(raw)) throw new Error(`${key} is not a map of quantities`);
    return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch (error) {
    console.warn('Error retrieving quantities from sessionStorage', error);
    return {};
  }
}

function withStoredQuantity<T extends { id: string | number; quantity?: number | null }>(items: T[], stored: StoredQuantities): T[] {
  return items.map((item) => (item.quantity ? item : { ...item, quantity: stored[String(item.id)] ?? item.quantity }));
}

function sanitizeCoupon(raw: unknown): AppliedCoupon | null {
  if (!isRecord(raw)) return null;
  const { code, type, amount, discount, totalPrice } = raw;
  if (typeof code !== 'string' || (type !== 'fixed' && type !== 'percentage')) return null;
  if (![amount, discount, totalPrice].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return { code, type, amount: amount as number, discount: discount as number, totalPrice: totalPrice as number };
}

function sanitizeInitiated(raw: unknown): InitiatedBooking | null {
  if (!isRecord(raw) || typeof raw.bookingId !== 'string' || typeof raw.fingerprint !== 'string') return null;
  return { bookingId: raw.bookingId, fingerprint: raw.fingerprint };
}

/** The step to go back to: a later step only while the party details it needs are complete. */
function savedStep(step: unknown, draft: BookingDraft): WizardStep {
  if (step !== 2 && step !== 3) return initialWizardState.step;
  return bookingStep1Schema.isValidSync(draft) ? step : initialWizardState.step;
}

/** The saved wizard, or undefined when there is none or it cannot be read (the defaults then apply). */
export function loadPersistedState(storage: Storage | undefined): PersistedState | undefined {
  if (!storage) return undefined;
  let raw: unknown;
  try {
    raw = readJson(storage, STORAGE_KEYS.wizard);
  } catch (error) {
    console.warn('The saved booking could not be read; starting afresh', error);
    return undefined;
  }
  if (!isRecord(raw) || raw.version !== VERSION) return undefined;
  const saved = isRecord(raw.bookingDraft) ? raw.bookingDraft : {};
  const draft = sanitizeDraft(saved.draft);
  draft.adultsFood = withStoredQuantity(draft.adultsFood, readQuantities(storage, STORAGE_KEYS.adultsFoodQuantities));
  draft.addons = withStoredQuantity(draft.addons, readQuantities(storage, STORAGE_KEYS.addonsQuantities));
  const wizard = isRecord(raw.wizard) ? raw.wizard : {};
  return {
    bookingDraft: {
      ...initialBookingDraftState(),
      draft,
      appliedCoupon: sanitizeCoupon(saved.appliedCoupon),
      initiated: sanitizeInitiated(saved.initiated),
    },
    wizard: {
      step: savedStep(wizard.step, draft),
      foodPlan: wizard.foodPlan === 'now' ? 'now' : initialWizardState.foodPlan,
    },
  };
}

function quantities(items: ReadonlyArray<{ id: string | number; quantity?: number | null }>): StoredQuantities {
  return Object.fromEntries(items.filter((item) => item.quantity).map((item) => [String(item.id), item.quantity as number]));
}

/** Saves the wizard; a full or unavailable storage only costs the restore, never the booking. */
export function savePersistedState(storage: Storage | undefined, state: PersistedState): void {
  if (!storage) return;
  const { draft, appliedCoupon, initiated } = state.bookingDraft;
  try {
    storage.setItem(
      STORAGE_KEYS.wizard,
      JSON.stringify({ version: VERSION, bookingDraft: { draft, appliedCoupon, initiated }, wizard: state.wizard }),
    );
    storage.setItem(STORAGE_KEYS.adultsFoodQuantities, JSON.stringify(quantities(draft.adultsFood)));
    storage.setItem(STORAGE_KEYS.addonsQuantities, JSON.stringify(quantities(draft.addons)));
  } catch (error) {
    console.warn('The booking could not be saved in sessionStorage', error);
  }
}
