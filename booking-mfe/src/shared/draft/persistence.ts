import { bookingStep1Schema, isValid, type BookingDraft, type StoredQuantities } from '@party/domain';
import { initialCheckoutState, type AppliedCoupon, type CheckoutState, type InitiatedBooking } from './checkout-state';
import { isRecord, sanitizeDraft } from './sanitize-draft';
import { initialWizardState, type FoodPlan, type SavedStoreState, type WizardState, type WizardStep } from './wizard-slice';

// The wizard is kept in session storage, so that a reload, or coming back from the checkout with
// the browser's Back button, finds it as it was: the draft (the form's values), the coupon and the
// booking made from it, and the wizard's place. It is written as it changes (booking-form.tsx) and
// read when the page starts, or once hydrated when the server rendered it (restore-saved-wizard.ts).
// Adult food and add-on quantities are also kept under their own keys, each a map from item id to
// quantity (SPEC.md §7).

export const STORAGE_KEYS = {
  wizard: 'party-booking:wizard',
  adultsFoodQuantities: 'adultsFoodQuantities',
  addonsQuantities: 'addonsQuantities',
} as const;

const VERSION = 1;

/** What is kept: the draft, and the store's checkout state and place in the wizard. */
export interface SavedWizard {
  draft: BookingDraft;
  checkout: CheckoutState;
  wizard: Pick<WizardState, 'step' | 'foodPlan'>;
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
  return isValid(bookingStep1Schema, draft) ? step : initialWizardState.step;
}

/** The saved wizard, or undefined when there is none or it cannot be read (the defaults then apply). */
export function loadSavedWizard(storage: Storage | undefined): SavedWizard | undefined {
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
  const foodPlan: FoodPlan = wizard.foodPlan === 'now' ? 'now' : initialWizardState.foodPlan;
  return {
    draft,
    checkout: { appliedCoupon: sanitizeCoupon(saved.appliedCoupon), initiated: sanitizeInitiated(saved.initiated) },
    wizard: { step: savedStep(wizard.step, draft), foodPlan },
  };
}

/** The store's state to start from: what was saved, or the defaults. */
export function savedStoreState(storage: Storage | undefined): SavedStoreState {
  return storeStateOf(loadSavedWizard(storage));
}

/** What the store keeps of a saved wizard (read already), or the defaults when there is none. */
export function storeStateOf(saved: SavedWizard | undefined): SavedStoreState {
  return {
    checkout: saved?.checkout ?? initialCheckoutState,
    wizard: { ...initialWizardState, ...saved?.wizard, restored: true },
  };
}

function quantities(items: ReadonlyArray<{ id: string | number; quantity?: number | null }>): StoredQuantities {
  return Object.fromEntries(items.filter((item) => item.quantity).map((item) => [String(item.id), item.quantity as number]));
}

/** Saves the wizard; a full or unavailable storage only costs the restore, never the booking. */
export function writeWizard(storage: Storage | undefined, { draft, checkout, wizard }: SavedWizard): void {
  if (!storage) return;
  const { appliedCoupon, initiated } = checkout;
  try {
    storage.setItem(
      STORAGE_KEYS.wizard,
      JSON.stringify({
        version: VERSION,
        bookingDraft: { draft, appliedCoupon, initiated },
        wizard: { step: wizard.step, foodPlan: wizard.foodPlan },
      }),
    );
    storage.setItem(STORAGE_KEYS.adultsFoodQuantities, JSON.stringify(quantities(draft.adultsFood)));
    storage.setItem(STORAGE_KEYS.addonsQuantities, JSON.stringify(quantities(draft.addons)));
  } catch (error) {
    console.warn('The booking could not be saved in sessionStorage', error);
  }
}
