import {
  afterHoursComparable,
  billFeeLines,
  afterHoursDurationHours,
  afterHoursEditPath,
  bookingCalendarEvent,
  bookingEditPath,
  bookingEventUid,
  bookingMoney,
  bookingPaymentPath,
  bookingReference,
  bookingSuccessPath,
  formatAud,
  formatDisplayDate,
  formatHours,
  formatTimeRange,
  icsCalendar,
  invitationPath,
  invitationShare,
  onlineChangesLine,
  orderLines,
  partyComparable,
  rebookingFeeLabel,
  toDollars,
  zonedInstant,
  type BookingStatus,
  type CalendarEvent,
  type ComparableBooking,
  type InvitationShare,
  type PartyOrder,
  type Venue,
} from '@party/domain';
import type { AfterHoursRow } from '../repositories/afterhours-repository';
import type { BookingRow } from '../repositories/booking-row';
import type { MailAddress, MailAttachment } from '../repositories/outbox-repository';
import type { Block, Fact } from './layout';

// A party or an after-hours hire as its emails show it: the facts, the money and the links, from
// the booking's row as stored in the transaction that queues the email.

export interface EmailContext {
  venue: Venue;
  /** SITE_URL: every link in an email to a customer or guest is built on it. */
  siteUrl: string;
  /** STAFF_SITE_URL: the links in the venue's notices to the staff console. */
  staffSiteUrl: string;
  now: Date;
}

export interface BookingMoneyFigures {
  totalCents: number;
  discountCents: number;
  couponCode: string | null;
  /** The bill's lines beyond the order: rebooking fees (decision 052), the final bill's lines (decision 064). */
  fees: Array<{ label: string; cents: number }>;
  finalCents: number;
  /** Everything received. */
  paidCents: number;
  remainingCents: number;
  owedBackCents: number;
}

export interface BookingView {
  /** Which table it is in, and its internal id there (for the outbox's booking columns). */
  booking: { bookingId: number } | { afterHoursBookingId: number };
  /** Names the booking in fact keys: 'party:42' or 'after-hours:43'. */
  key: string;
  reference: string;
  status: BookingStatus;
  customer: MailAddress;
  phone: string;
  /** "Mia's party" or "your after-hours event", with its date. */
  title: string;
  details: Fact[];
  /** A party's food and add-ons, each with how much of it; none for an after-hours event (its add-ons are in the details). */
  order: Fact[];
  /** What the customer wrote for the venue (an after-hours event's notes), when anything. */
  notes?: string;
  /** Until when it can be changed online, or that it no longer can; none once canceled. */
  onlineChanges?: string;
  /** A party waiting for its payment: the room it holds, until when. */
  hold?: { roomName: string; expiresAt: Date };
  money: BookingMoneyFigures;
  /** The edit page; a party's confirmation page; the pay-now page while a balance is due; the invitation to share. */
  links: { edit: string; confirmation?: string; payNow?: string; invitation?: string };
  /** A confirmed party's invitation, as a message ready to send by SMS, WhatsApp or email. */
  invite?: InvitationShare;
  /** The booking's calendar entry; `sequence` counts its moves, so a calendar takes a moved party's file as a change of the one it has. */
  calendar: { event: CalendarEvent; uid: string; fileName: string; sequence: number };
}

const page = (context: EmailContext, path: string) => `${context.siteUrl}${path}`;

/** A party's order as its row stores it (prices in cents, as charged when last saved). */
export function partyOrderOfRow(row: Pick<BookingRow, 'number_of_kids' | 'kids_food' | 'adults_food' | 'addons'>): PartyOrder {
  const priced = (line: BookingRow['addons'][number]) => ({ ...line, unitPrice: toDollars(line.unitPriceCents) });
  return { numberOfKids: row.number_of_kids, kidsFood: row.kids_food, adultsFood: row.adults_food.map(priced), addons: row.addons.map(priced) };
}

export function partyView(row: BookingRow, packageName: string, context: EmailContext): BookingView {
  const { venue } = context;
  const reference = bookingReference(row.id);
  const money = bookingMoney({ status: row.status, finalCents: row.final_price_cents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: row.kept_cents });
  const child = [row.child_first_name, row.child_last_name].filter(Boolean).join(' ');
  const live = row.status !== 'canceled';
  return {
    booking: { bookingId: row.id },
    key: `party:${row.id}`,
    reference,
    status: row.status,
    customer: { name: row.parent_name, address: row.email },
    phone: row.phone,
    title: `${row.child_first_name}'s party on ${formatDisplayDate(row.date)}`,
    details: [
      ['Booking reference', reference],
      ['Child', `${child}, turning ${row.child_age}`],
      ['Package', packageName],
      ['Date', formatDisplayDate(row.date)],
      ['Time', formatTimeRange(row.start_time, row.end_time)],
      ['Room', row.room_name],
      ['Number of kids', String(row.number_of_kids)],
    ],
    order: orderLines(partyOrderOfRow(row)).map((line): Fact => [line.name, line.amount]),
    ...(live ? { onlineChanges: onlineChangesLine(row.date, context.now, venue.timeZone) } : {}),
    ...(row.status === 'pending' && row.hold_expires_at ? { hold: { roomName: row.room_name, expiresAt: row.hold_expires_at } } : {}),
    money: {
      totalCents: row.total_price_cents,
      discountCents: row.discount_cents,
      couponCode: row.coupon_code,
      // The rebooking fees, then the final bill's lines once closed (decision 064), a waived one at no charge.
      fees: [...row.fee_lines.map((fee) => ({ label: rebookingFeeLabel(fee.fromDate), cents: fee.feeCents })), ...billFeeLines(row.final_bill)],
      finalCents: row.final_price_cents,
      paidCents: row.received_cents,
      remainingCents: money.remainingCents,
      owedBackCents: row.refund_due_cents,
    },
    links: {
      edit: page(context, bookingEditPath(row.public_id)),
      confirmation: page(context, bookingSuccessPath(row.public_id)),
      ...(live && money.remainingCents > 0 ? { payNow: page(context, bookingPaymentPath(row.public_id)) } : {}),
      // Guests are invited once the party is booked (paid), not while its room is only held.
      ...(row.status === 'confirmed' ? { invitation: page(context, invitationPath(row.invitation_id)) } : {}),
    },
    ...(row.status === 'confirmed' ? { invite: partyInvite(row, context) } : {}),
    calendar: {
      event: bookingCalendarEvent({ childfName: row.child_first_name, date: row.date, startTime: row.start_time, room: { name: row.room_name } }, venue),
      uid: bookingEventUid(row.public_id, venue),
      fileName: `party-${reference}.ics`,
      sequence: row.moves,
    },
  };
}

function partyInvite(row: BookingRow, context: EmailContext): InvitationShare {
  return invitationShare({
    childfName: row.child_first_name,
    childAge: row.child_age,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    venueName: context.venue.name,
    url: page(context, invitationPath(row.invitation_id)),
  });
}

/** An after-hours event's calendar entry: from its start to its end, venue time (past midnight: the next day). */
function afterHoursEvent(row: AfterHoursRow, venue: Venue): CalendarEvent {
  const start = zonedInstant(row.date, row.start_time, venue.timeZone);
  let end = zonedInstant(row.date, row.end_time, venue.timeZone);
  if (end.getTime() <= start.getTime()) end = new Date(end.getTime() + 24 * 3_600_000);
  return {
    title: `After-hours event at ${venue.name}`,
    description: `Your after-hours hire of ${venue.name}. Questions? Call ${venue.phone} or email ${venue.email}.`,
    location: `${venue.name}, ${venue.address}`,
    start,
    end,
  };
}

export function afterHoursView(row: AfterHoursRow, packageName: string, context: EmailContext): BookingView {
  const { venue } = context;
  const reference = bookingReference(row.id);
  const money = bookingMoney({ status: row.status, finalCents: row.total_cents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: row.kept_cents });
  const date = formatDisplayDate(row.date);
  return {
    booking: { afterHoursBookingId: row.id },
    key: `after-hours:${row.id}`,
    reference,
    status: row.status,
    customer: { name: `${row.first_name} ${row.last_name}`.trim(), address: row.email },
    phone: row.mobile,
    title: `the after-hours event on ${date}`,
    details: [
      ['Booking reference', reference],
      ['Package', packageName],
      ['Date', date],
      ['Time', formatTimeRange(row.start_time, row.end_time)],
      ['Duration', formatHours(afterHoursDurationHours(row.start_time, row.end_time))],
      ['Expected guests', `${row.expected_kids} kids, ${row.expected_adults} adults`],
      ...row.addons.map((addon): Fact => [addon.name, `${addon.quantity} × ${formatAud(toDollars(addon.unitPriceCents))}`]),
    ],
    order: [],
    ...(row.notes.trim() ? { notes: row.notes.trim() } : {}),
    ...(row.status !== 'canceled' ? { onlineChanges: onlineChangesLine(row.date, context.now, venue.timeZone, 'event') } : {}),
    money: {
      totalCents: row.total_cents,
      discountCents: 0,
      couponCode: null,
      fees: [],
      finalCents: row.total_cents,
      paidCents: row.received_cents,
      remainingCents: money.remainingCents,
      owedBackCents: row.refund_due_cents,
    },
    // The after-hours page is where the event is changed and paid.
    links: { edit: page(context, afterHoursEditPath(row.public_id)) },
    calendar: { event: afterHoursEvent(row, venue), uid: bookingEventUid(row.public_id, venue), fileName: `event-${reference}.ics`, sequence: row.moves },
  };
}

/** Cents as Australian dollars: 35500 -> '$355.00'. */
export const aud = (cents: number) => formatAud(toDollars(cents));

/** What was paid and what is due, as an email shows it: to the customer, or to the venue (money owed back worded for each). */
export function moneyFacts(money: BookingMoneyFigures, reader: 'customer' | 'venue' = 'customer'): Fact[] {
  return [
    ['Total', aud(money.totalCents)],
    ...(money.couponCode && money.discountCents > 0 ? ([[`Coupon discount (${money.couponCode})`, `−${aud(money.discountCents)}`]] as Fact[]) : []),
    ...money.fees.map((fee): Fact => [fee.label, aud(fee.cents)]),
    ...((money.couponCode && money.discountCents > 0) || money.fees.length > 0 ? ([['Final price', aud(money.finalCents)]] as Fact[]) : []),
    ['Paid', aud(money.paidCents)],
    ['Still to pay', aud(money.remainingCents)],
    ...(money.owedBackCents > 0 ? ([[reader === 'venue' ? 'Owed back to the customer' : 'To be refunded to you', aud(money.owedBackCents)]] as Fact[]) : []),
  ];
}

/** The customer's notes for the venue, whole, as they typed them (escaped by the layout like any text). */
export function notesBlocks(view: BookingView, reader: 'customer' | 'venue'): Block[] {
  if (!view.notes) return [];
  return [{ type: 'quote', title: reader === 'venue' ? 'Notes from the customer' : 'Your notes for the venue', text: view.notes }];
}

/** A booking as an edit compares it: what its change list reads (decision 034), and what decides which emails go. */
export interface EditComparison {
  comparable: ComparableBooking;
  status: BookingStatus;
  finalCents: number;
  owedBackCents: number;
}

export function partyEditComparison(row: BookingRow): EditComparison {
  return {
    comparable: partyComparable({ order: partyOrderOfRow(row), paymentOption: row.payment_option, finalPrice: toDollars(row.final_price_cents) }),
    status: row.status,
    finalCents: row.final_price_cents,
    owedBackCents: row.refund_due_cents,
  };
}

export function afterHoursEditComparison(row: AfterHoursRow): EditComparison {
  return {
    comparable: afterHoursComparable({
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      expectedKids: row.expected_kids,
      expectedAdults: row.expected_adults,
      addons: row.addons,
      notes: row.notes,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      mobile: row.mobile,
      address: row.address,
      paymentOption: row.payment_option,
      total: toDollars(row.total_cents),
    }),
    status: row.status,
    finalCents: row.total_cents,
    owedBackCents: row.refund_due_cents,
  };
}

/** The booking's .ics file, to attach. */
export function calendarAttachment(view: BookingView, context: EmailContext): MailAttachment {
  return {
    filename: view.calendar.fileName,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: icsCalendar(view.calendar.event, { uid: view.calendar.uid, now: context.now, productName: context.venue.name, sequence: view.calendar.sequence }),
  };
}
