import type { StaffDoorCounts } from '@party/domain';

/** A party's children at the door in words, the same on the door, the run sheet and the kitchen sheet: 'Checked in 7 of 10 booked, 9 expected'. */
export function doorCountsText(counts: StaffDoorCounts): string {
  return `Checked in ${counts.checkedIn} of ${counts.booked} booked, ${counts.expected} expected`;
}
