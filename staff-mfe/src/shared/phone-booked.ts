// What the new booking page hands the booking's own page once a party is booked by phone
// (decision 054), in the router's state: where the pay link went and until when the room is held.
// Only that visit says it; the booking's emails list keeps it after.

export interface PhoneBooked {
  emailedTo: string;
  holdUntil: string | null;
}

export interface PhoneBookedState {
  phoneBooked: PhoneBooked;
}

/** The phone booking just made, from a location's state; undefined on any other visit. */
export function phoneBookedOf(state: unknown): PhoneBooked | undefined {
  const booked = (state as Partial<PhoneBookedState> | null | undefined)?.phoneBooked;
  return booked && typeof booked.emailedTo === 'string' ? booked : undefined;
}
