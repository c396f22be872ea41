import {
  afterHoursDurationHours,
  atKeptPrices,
  afterHoursTimesProblem,
  areOnlineChangesOpen,
  BOOKING_CLASH_MESSAGES,
  onlineChangesClosedMessage,
  bookingMoney,
  bookingReference,
  clampAfterHoursAddonQuantity,
  isAfterHoursDateBookable,
  priceAfterHours,
  toCents,
  toDollars,
  type AfterHoursBooking,
  type AfterHoursFormValues,
  type Package,
  VENUE_CLOSED_MESSAGE,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { apiError } from '../http-errors';
import { keptRates, type AfterHoursDetails, type AfterHoursRow } from '../repositories/afterhours-repository';
import { CentreHiredError, PartiesBookedError, VenueClosedError } from '../repositories/errors';
import { createVenueChangesRepository } from '../repositories/venue-changes-repository';
import { closedDays } from './availability';
import { audit } from '../audit/audit';
import { findAfterHoursBooking } from './booking-lookup';
import { editWrites } from './edit-writes';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// After-hours bookings (hourly hire): the form as the contract's after-hours schema read it,
// checked against the catalogue and the date rules, priced by the server with the domain's
// after-hours pricing from its own catalogue.

/** Who hires and what they told the venue, as the hire's form and its answers name them. */
export const hirerOf = (row: AfterHoursRow) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobile: row.mobile,
  address: row.address,
  notes: row.notes,
  expectedKids: row.expected_kids,
  expectedAdults: row.expected_adults,
});

/** A hire's date and times: an edit that keeps them is not refused because the centre was closed since (decision 040). */
type HireTime = Pick<AfterHoursRow, 'date' | 'start_time' | 'end_time'>;

const keepsTime = (form: AfterHoursFormValues, kept: HireTime | undefined) =>
  kept !== undefined && form.date === kept.date && form.startTime === kept.start_time && form.endTime === kept.end_time;

/** The hire being edited: its time, the add-ons it has (a hidden add-on stays on it) and the rates it was sold at. */
type EditedHire = HireTime & Pick<AfterHoursRow, 'addons' | 'rates'>;

/**
 * Checks the form against the catalogue and prices it: 'unknown-item' for unknown ids (or an
 * add-on the venue has hidden, unless the hire being edited has it), 'invalid-request' for times
 * the venue's after-hours window does not offer (a hire edited with the times it has keeps them,
 * whatever the window became since), 'venue-closed' for a closed day, 'date-not-bookable'.
 * `kept`: the hire being edited.
 */
export async function afterHoursDetailsFrom(
  { repos, now, venue }: Pick<ServiceDeps, 'repos' | 'now' | 'venue'>,
  form: AfterHoursFormValues,
  kept?: EditedHire,
): Promise<{ details: AfterHoursDetails; pkg: Package }> {
  const { catalogue } = repos;
  if (!keepsTime(form, kept)) {
    const problem = afterHoursTimesProblem(form.startTime, form.endTime, await repos.hours.afterHoursWindow());
    if (problem) throw apiError('invalid-request', problem.message);
  }
  // The hire's price is its rates', whichever package the page names (hidden or not).
  const pkg = await catalogue.findAnyPackage(form.selectedPackage.id);
  if (!pkg) throw apiError('unknown-item', `Unknown package '${form.selectedPackage.id}'`);
  // A hire keeps the rates and add-on prices it was sold at (decision 041); an add-on it did not have costs today's price.
  const [today, rates] = await Promise.all([catalogue.afterHoursAddons('all'), kept ? keptRates(kept) : catalogue.afterHoursRates()]);
  const menu = atKeptPrices(today, kept?.addons);
  const had = new Set(kept?.addons.map((addon) => addon.id));
  const seen = new Set<string>();
  const addons = form.addons.map((chosen) => {
    const addon = menu.find((entry) => entry.id === String(chosen.id) && (!entry.hidden || had.has(entry.id)));
    if (!addon) throw apiError('unknown-item', `Unknown add-on '${chosen.id}'`);
    if (seen.has(addon.id)) throw apiError('unknown-item', `The add-on '${addon.id}' is listed more than once`);
    seen.add(addon.id);
    if (clampAfterHoursAddonQuantity(chosen.quantity, addon) !== chosen.quantity) {
      throw apiError('invalid-request', `${addon.name}: the quantity must be 0 to ${clampAfterHoursAddonQuantity(Number.MAX_SAFE_INTEGER, addon)}`);
    }
    return { id: addon.id, name: addon.name, quantity: chosen.quantity, unitPriceCents: toCents(addon.price) };
  });
  const closed = keepsTime(form, kept) ? [] : await closedDays(repos, now(), venue.timeZone);
  if (closed.includes(form.date)) throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  if (!isAfterHoursDateBookable(form.date, now(), closed, venue.timeZone)) {
    throw apiError(
      'date-not-bookable',
      'That date cannot be booked online: after-hours events are booked from 48 hours to 12 months ahead, except on unavailable dates.',
    );
  }
  const pricing = priceAfterHours({
    rates,
    startTime: form.startTime,
    endTime: form.endTime,
    expectedKids: form.expectedKids,
    expectedAdults: form.expectedAdults,
    addons,
    catalogue: menu,
  });
  const details: AfterHoursDetails = {
    date: form.date,
    startTime: form.startTime,
    endTime: form.endTime,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    mobile: form.mobile,
    address: form.address,
    notes: form.notes,
    expectedKids: form.expectedKids,
    expectedAdults: form.expectedAdults,
    packageId: pkg.id as string,
    addons: addons.filter((addon) => addon.quantity > 0),
    paymentOption: form.paymentOption,
    pricing,
    rates: { basePrice: rates.basePrice, baseHours: rates.baseHours, halfHourPrice: rates.halfHourPrice, guestFee: rates.guestFee, guestFeeAbove: rates.guestFeeAbove, depositPercent: rates.depositPercent },
  };
  return { details, pkg };
}

/**
 * An edit of a booking already paid: once a deposit has been paid, the record keeps that deposit
 * (its new total's half is not what was paid), and what the venue owes back follows the new total.
 */
export function editedAfterHours(row: AfterHoursRow, details: AfterHoursDetails): { details: AfterHoursDetails; refundDueCents: number } {
  const deposit = row.deposit_paid_cents > 0 ? toDollars(row.deposit_paid_cents) : details.pricing.deposit;
  const money = bookingMoney({ status: row.status, finalCents: toCents(details.pricing.total), paidCents: row.paid_cents, receivedCents: row.received_cents });
  return { details: { ...details, pricing: { ...details.pricing, deposit } }, refundDueCents: money.owedBackCents };
}

/** A stored after-hours booking in the spec's shape (SPEC.md §3), dollars in JSON, with its money as recorded. */
export function toAfterHoursBooking(row: AfterHoursRow, pkg: Package): AfterHoursBooking {
  return {
    uniqueBookingId: row.public_id,
    reference: bookingReference(row.id),
    status: row.status,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    duration: afterHoursDurationHours(row.start_time, row.end_time),
    ...hirerOf(row),
    addons: row.addons.map((a) => ({ id: a.id, name: a.name, quantity: a.quantity, price: toDollars(a.unitPriceCents) })),
    selectedPackage: pkg,
    paymentOption: row.payment_option,
    pricing: {
      basePrice: toDollars(row.base_price_cents),
      addonCosts: toDollars(row.addon_costs_cents),
      guestFee: toDollars(row.guest_fee_cents),
      additionalDurationCost: toDollars(row.additional_duration_cents),
      subtotal: toDollars(row.subtotal_cents),
      gst: toDollars(row.gst_cents),
      total: toDollars(row.total_cents),
      deposit: toDollars(row.deposit_cents),
    },
    rates: keptRates(row),
    totalPaidAmount: toDollars(row.received_cents),
    depositAmount: toDollars(row.deposit_paid_cents),
    remainingAmount: toDollars(bookingMoney({ status: row.status, finalCents: row.total_cents, paidCents: row.paid_cents, receivedCents: row.received_cents }).remainingCents),
    amountOwedBack: toDollars(row.refund_due_cents),
    refundDue: row.refund_due_cents > 0,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** The database refused the hire's time: another booking holds it (in the domain's words). */
function refuseClash(error: unknown): never {
  if (error instanceof CentreHiredError) throw apiError('centre-hired', BOOKING_CLASH_MESSAGES.centreHired);
  if (error instanceof PartiesBookedError) throw apiError('parties-booked', BOOKING_CLASH_MESSAGES.partiesBooked);
  if (error instanceof VenueClosedError) throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  throw error;
}

/** The hire as the audit log records it. */
const hireFacts = (details: AfterHoursDetails, status: string) => ({
  status,
  date: details.date,
  startTime: details.startTime,
  endTime: details.endTime,
  expectedKids: details.expectedKids,
  expectedAdults: details.expectedAdults,
  totalCents: toCents(details.pricing.total),
});

/**
 * POST /api/bookings-afterhours/save: a pending hire, priced by the server, holding the whole
 * centre for BOOKING_HOLD_MINUTES, with its audit entry.
 */
export async function createHire(deps: ServiceDeps, form: AfterHoursFormValues & { replacesBookingId?: string }): Promise<AfterHoursRow> {
  const { details } = await afterHoursDetailsFrom(deps, form);
  const now = deps.now();
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const logged = (tx: Queryable, id: number) =>
    audit(tx, { actor: { kind: 'customer', name: `${details.firstName} ${details.lastName}` }, action: 'booking.create', target: { kind: 'hire', id, reference: bookingReference(id) }, after: hireFacts(details, 'pending') }, now);
  const created = await deps.repos.afterHours.create(details, now, holdExpiresAt, form.replacesBookingId || undefined, logged).catch(refuseClash);
  await expireAtProvider(deps, created.closedSessions);
  return created.row;
}

/**
 * PUT /api/bookings-afterhours/{id}: the hire changed and priced again, refused once canceled or
 * within 4 days; its open checkouts closed; its emails and audit entry written with it.
 */
export async function updateHire(deps: ServiceDeps, publicId: string, form: AfterHoursFormValues): Promise<AfterHoursRow> {
  const { repos, venue } = deps;
  const row = await findAfterHoursBooking(repos.afterHours, publicId);
  const { details } = await afterHoursDetailsFrom(deps, form, row);
  const now = deps.now();
  if (row.status === 'canceled') throw apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
  if (!areOnlineChangesOpen(row.date, now, venue.timeZone)) throw apiError('online-changes-closed', onlineChangesClosedMessage(venue, 'event'));
  const edited = editedAfterHours(row, details);
  // The emails the edit causes (what changed, a refund due) and its audit entry are written with it.
  const movesTime = !keepsTime(form, row);
  const alsoWrite = async (tx: Queryable, id: number) => {
    await editWrites(deps, { afterHoursBookingId: id, before: row }, `${row.first_name} ${row.last_name}`)(tx);
    // A new date or time answers the venue's request to move the hire (decision 059).
    if (movesTime && row.venue_asked) await createVenueChangesRepository(tx).settleAsk({ afterHoursBookingId: id });
  };
  const { saved, closedSessions } = await repos.afterHours
    .update(row.id, row.version, edited.details, edited.refundDueCents, now, { checkClosed: movesTime, alsoWrite })
    .catch(refuseClash);
  if (!saved) throw apiError('changed-meanwhile', BOOKING_CLASH_MESSAGES.changedMeanwhile);
  await expireAtProvider(deps, closedSessions);
  return saved;
}
