import { DEFAULT_NUMBER_OF_KIDS, formatDisplayDate, formatTime12h, formatTimeRange, type BookingRecord } from '@party/domain';
import { SummaryList, type SummaryRow } from '../components/summary-list';

/** What a party is, as far as it is chosen: a draft leaves fields empty, a booking has them all. */
export interface PartyFactsValues {
  /** The booking reference, once there is a booking. */
  reference?: string;
  packageName?: string;
  childFirstName: string;
  childLastName: string;
  /** 0 before it is chosen. */
  childAge: number;
  date: string;
  startTime?: string;
  /** Known once booked (the package's length decides it). */
  endTime?: string;
  roomName?: string;
  numberOfKids: number;
}

const NOT_CHOSEN = 'Not chosen yet';

function timeOf({ startTime, endTime }: PartyFactsValues): string {
  if (!startTime) return '';
  return endTime ? formatTimeRange(startTime, endTime) : formatTime12h(startTime);
}

/** The party in a booking or a draft: reference, package, child, age, date, time, room and number of kids. */
export function PartyFacts({ party }: { party: PartyFactsValues }) {
  const child = [party.childFirstName, party.childLastName].map((name) => name.trim()).filter(Boolean).join(' ');
  const facts: Array<[key: string, label: string, value: string]> = [
    ['package', 'Package', party.packageName ?? ''],
    ['child', 'Child', child],
    ['age', 'Turning', party.childAge > 0 ? String(party.childAge) : ''],
    ['date', 'Date', party.date ? formatDisplayDate(party.date) : ''],
    ['time', 'Time', timeOf(party)],
    ['room', 'Room', party.roomName ?? ''],
    ['kids', 'Number of kids', String(party.numberOfKids)],
  ];
  const rows: SummaryRow[] = [
    ...(party.reference ? [{ key: 'reference', label: 'Booking reference', value: party.reference }] : []),
    ...facts.map(([key, label, value]) => ({ key, label, value: value || NOT_CHOSEN, muted: !value })),
  ];
  return <SummaryList rows={rows} />;
}

/**
 * A booking's party as the API reads it back (a booking that names no number of kids counts the
 * default 8); `numberOfKids` when an edit in progress changes it.
 */
export function partyOfBooking(
  booking: BookingRecord,
  numberOfKids: number = booking.numberOfKids || DEFAULT_NUMBER_OF_KIDS,
): PartyFactsValues {
  return {
    reference: booking.reference,
    packageName: booking.selectedPackage?.name,
    childFirstName: booking.childfName,
    childLastName: booking.childlName,
    childAge: booking.childAge,
    date: booking.date,
    startTime: booking.startTime || booking.timeSlot?.time,
    endTime: booking.endTime,
    roomName: booking.room?.name,
    numberOfKids,
  };
}
