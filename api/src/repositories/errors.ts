// What a repository throws when the database refuses a write for a reason the caller can act on.
// Repositories know nothing of HTTP: a route or service decides what the client is told.

/**
 * A refusal the caller catches by its class (`instanceof`): each below is one, thrown with `new`,
 * named for the logs as its constant is.
 */
function refusal(name: string, message: string) {
  return class extends Error {
    constructor() {
      super(message);
      this.name = name;
    }
  };
}

/** An active booking of the room overlaps this one: the exclusion constraint refused it. */
export const RoomTakenError = refusal('RoomTakenError', 'An active booking of the room overlaps this one');

/** The coupon has no use left (its last went to another booking meanwhile). */
export const CouponUsedUpError = refusal('CouponUsedUpError', 'The coupon has no use left');

/** The whole centre is hired (an active after-hours hire) at an overlapping time. */
export const CentreHiredError = refusal('CentreHiredError', 'An active after-hours hire overlaps this booking');

/** An active party booking overlaps this after-hours hire. */
export const PartiesBookedError = refusal('PartiesBookedError', 'An active party booking overlaps this after-hours hire');

/** The room, or the whole centre, is closed at that time (a closure, migration 015). */
export const VenueClosedError = refusal('VenueClosedError', 'The room or the centre is closed then');

/** The constraint (or trigger, migration 005) whose exclusion violation this error is. */
export function violatedConstraint(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : undefined;
}
