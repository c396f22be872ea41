import type { StaffHireSheet, StaffPartySheet, StaffRunSheet } from '@party/domain';

/** The bookings that start at one time: parties by room, then hires. */
export interface TimeSlot {
  startTime: string;
  parties: StaffPartySheet[];
  hires: StaffHireSheet[];
}

/** A day's live bookings grouped by start time, earliest first; parties by room name within a time. */
export function timeSlotsOf(sheet: StaffRunSheet): TimeSlot[] {
  const slots = new Map<string, TimeSlot>();
  const slotAt = (startTime: string) => {
    let slot = slots.get(startTime);
    if (!slot) slots.set(startTime, (slot = { startTime, parties: [], hires: [] }));
    return slot;
  };
  for (const party of sheet.parties) slotAt(party.startTime).parties.push(party);
  for (const hire of sheet.hires) slotAt(hire.startTime).hires.push(hire);
  return [...slots.values()]
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .map((slot) => ({ ...slot, parties: [...slot.parties].sort((a, b) => a.room.name.localeCompare(b.room.name)) }));
}

/** The day in figures: bookings, kids booked and coming, and kids with allergies. */
export function dayFigures(sheet: StaffRunSheet) {
  return {
    parties: sheet.parties.length,
    hires: sheet.hires.length,
    kidsBooked: sheet.parties.reduce((sum, party) => sum + party.kidsBooked, 0),
    kidsComing: sheet.parties.reduce((sum, party) => sum + party.kidsComing, 0),
    kidsWithAllergies: sheet.parties.reduce((sum, party) => sum + party.allergies.length, 0),
  };
}
