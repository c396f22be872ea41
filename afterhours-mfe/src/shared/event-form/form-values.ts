import {
  afterHoursDurationHours,
  afterHoursSchema,
  afterHoursTimesProblem,
  fieldErrors,
  priceAfterHours,
  type AfterHoursAddon,
  type AfterHoursBooking,
  type AfterHoursFormValues,
  type AfterHoursPricing,
  type AfterHoursRates,
  type AfterHoursRequest,
  type AfterHoursWindow,
  type IsoDate,
  type Package,
} from '@party/domain';

// The after-hours form's values (new and edit), the clearing rules between them, their price and
// the request they become. The draft lives in the form; these are pure functions of it.

/** An add-on chosen: 1 to its maxQuantity (an add-on not chosen is not listed). */
export interface ChosenAddon {
  id: string;
  quantity: number;
}

/** The form's values: the contract's after-hours fields as the parent types them. */
export type EventFormValues = Pick<
  AfterHoursFormValues,
  'date' | 'startTime' | 'endTime' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'address' | 'notes' | 'paymentOption'
> & {
  /** '' until the parent types a count: the form then says it is required. */
  expectedKids: number | '';
  expectedAdults: number | '';
  addons: ChosenAddon[];
  /** The hidden package selector: the venue's after-hours package. */
  selectedPackage: Package | null;
};

/** What the page prices and offers with: the venue's after-hours package, add-ons and rates. */
export interface EventCatalogue {
  selectedPackage: Package | null;
  addons: readonly AfterHoursAddon[];
  /** The venue's rates of today (GET /api/after-hours-terms). */
  rates: AfterHoursRates;
  /** When the centre can be hired, as the venue sets it (GET /api/after-hours-terms, decision 042). */
  window: AfterHoursWindow;
}

/**
 * The form's problems: the contract's, and times the venue's window does not offer (chosen before
 * the venue changed it, in a page left open). A hire being edited keeps the times it has.
 */
export function eventFormErrors(values: EventFormValues, window: AfterHoursWindow, initial: EventFormValues): Record<string, unknown> {
  const errors = fieldErrors(afterHoursSchema, values);
  const kept = values.date === initial.date && values.startTime === initial.startTime && values.endTime === initial.endTime && initial.startTime !== '';
  const problem = kept ? undefined : afterHoursTimesProblem(values.startTime, values.endTime, window);
  if (problem && errors[problem.field] === undefined) errors[problem.field] = problem.message;
  return errors;
}

export function newEventValues(selectedPackage: Package | null): EventFormValues {
  return {
    date: '',
    startTime: '',
    endTime: '',
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    address: '',
    notes: '',
    expectedKids: '',
    expectedAdults: '',
    addons: [],
    selectedPackage,
    paymentOption: 'deposit',
  };
}

/** A booking as read back, as the edit form's values. */
export function valuesOfBooking(booking: AfterHoursBooking): EventFormValues {
  return {
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    mobile: booking.mobile,
    address: booking.address,
    notes: booking.notes,
    expectedKids: booking.expectedKids,
    expectedAdults: booking.expectedAdults,
    addons: booking.addons.filter((addon) => addon.quantity > 0).map((addon) => ({ id: String(addon.id), quantity: addon.quantity })),
    selectedPackage: booking.selectedPackage,
    paymentOption: booking.paymentOption,
  };
}

/**
 * The form's status once Continue or Update Booking found the times taken by someone else: a new
 * object each time, so the message beside the times takes the keyboard again. Any change of date
 * or time clears it.
 */
export const timesTakenStatus = () => ({ timesTaken: true as const });

export function isTimesTaken(status: unknown): boolean {
  return typeof status === 'object' && status !== null && 'timesTaken' in status;
}

/** What a page's save tells the form about how it went. */
export interface SaveFeedback {
  /** Another booking holds the times: say so beside them, and read the taken times again. */
  timesTaken: () => void;
}

/** Changing the date clears the start and end times (SPEC.md §4). */
export function changeDate(values: EventFormValues, date: IsoDate): EventFormValues {
  return date === values.date ? values : { ...values, date, startTime: '', endTime: '' };
}

/** Changing the start time clears the end time (SPEC.md §4). */
export function changeStartTime(values: EventFormValues, startTime: string): EventFormValues {
  return startTime === values.startTime ? values : { ...values, startTime, endTime: '' };
}

/** Sets an add-on's quantity; 0 takes it off the list. */
export function changeAddon(values: EventFormValues, id: string, quantity: number): EventFormValues {
  const others = values.addons.filter((addon) => addon.id !== id);
  const addons = quantity > 0 ? [...others, { id, quantity }] : others;
  return { ...values, addons: addons.sort((a, b) => a.id.localeCompare(b.id)) };
}

export function quantityOf(values: EventFormValues, id: string): number {
  return values.addons.find((addon) => addon.id === id)?.quantity ?? 0;
}

const count = (value: number | '') => (value === '' ? 0 : value);

/** The price of the form as it stands, by the domain's after-hours pricing and the catalogue's prices and rates. */
export function priceEvent(values: EventFormValues, catalogue: EventCatalogue): AfterHoursPricing {
  return priceAfterHours({
    rates: catalogue.rates,
    startTime: values.startTime,
    endTime: values.endTime,
    expectedKids: count(values.expectedKids),
    expectedAdults: count(values.expectedAdults),
    addons: values.addons,
    catalogue: catalogue.addons,
  });
}

/** The body of POST /api/bookings-afterhours/save and PUT /api/bookings-afterhours/{id} (the form, checked); the server prices it. */
export function eventRequest(values: EventFormValues, catalogue: EventCatalogue): AfterHoursRequest {
  // The form is checked before it is sent, and it always has the venue's package.
  if (!values.selectedPackage) throw new Error('The after-hours form has no package to send');
  return {
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    duration: afterHoursDurationHours(values.startTime, values.endTime),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    mobile: values.mobile,
    address: values.address,
    notes: values.notes,
    expectedKids: count(values.expectedKids),
    expectedAdults: count(values.expectedAdults),
    addons: values.addons.map(({ id, quantity }) => {
      const addon = catalogue.addons.find((entry) => String(entry.id) === id);
      return { id, name: addon?.name ?? id, quantity, price: addon?.price ?? null };
    }),
    selectedPackage: values.selectedPackage,
    paymentOption: values.paymentOption,
    pricing: priceEvent(values, catalogue),
  };
}
