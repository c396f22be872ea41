import { DEFAULT_NUMBER_OF_KIDS, formatDisplayDate, formatTimeRange } from '@party/domain';
import { SummaryList, type SummaryRow } from '../components/summary-list';
import type { BookingRecord } from '@party/domain';

export interface BookingDetailsListProps {
  booking: BookingRecord;
  /** The number of kids to show when it differs from the booking's (an edit in progress). */
  numberOfKids?: number;
  /** Leaves out the booking reference (the page shows it elsewhere). */
  withReference?: boolean;
}

/** The party itself: reference, package, child, date, time, room and number of kids. */
export function BookingDetailsList({ booking, numberOfKids, withReference = true }: BookingDetailsListProps) {
  const child = [booking.childfName, booking.childlName].filter(Boolean).join(' ');
  const rows: SummaryRow[] = [
    ...(withReference ? [{ key: 'reference', label: 'Booking reference', value: booking.reference }] : []),
    { key: 'package', label: 'Package', value: booking.selectedPackage?.name ?? '' },
    { key: 'child', label: 'Child', value: booking.childAge ? `${child}, turning ${booking.childAge}` : child },
    { key: 'date', label: 'Date', value: formatDisplayDate(booking.date) },
    { key: 'time', label: 'Time', value: formatTimeRange(booking.startTime || booking.timeSlot?.time || '', booking.endTime) },
    { key: 'room', label: 'Room', value: booking.room?.name ?? '' },
    { key: 'kids', label: 'Number of kids', value: numberOfKids ?? (booking.numberOfKids || DEFAULT_NUMBER_OF_KIDS) },
  ];
  return <SummaryList rows={rows} />;
}
