import type { Instant } from './dates';

// A pending (unpaid) booking's hold on its room. The hold has one deadline, set when the booking
// is made (BOOKING_HOLD_MINUTES later); opening checkouts never moves it, so nobody can keep a room
// unpaid by opening checkouts again and again.

/**
 * 'held': the booking keeps its room. 'renewable': its hold has run out (or was released) and it
 * may take the room back once, if the room is still free, for a hold as long as the first; this
 * lets a parent who comes back to the pay-now page later still pay. 'over': that second hold has
 * run out too, and the booking is canceled.
 */
export type HoldState = 'held' | 'renewable' | 'over';

export function holdState(hold: { holdsRoom: boolean; holdExpiresAt: Date | null; holdRenewed: boolean }, now: Instant): HoldState {
  const running = hold.holdsRoom && hold.holdExpiresAt !== null && hold.holdExpiresAt.getTime() > new Date(now).getTime();
  if (running) return 'held';
  return hold.holdRenewed ? 'over' : 'renewable';
}
