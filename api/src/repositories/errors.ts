// What a repository throws when the database refuses a write for a reason the caller can act on.
// Repositories know nothing of HTTP: a route or service decides what the client is told.

/** An active booking of the room overlaps this one: the exclusion constraint refused it. */
export class RoomTakenError extends Error {
  constructor() {
    super('An active booking of the room overlaps this one');
    this.name = 'RoomTakenError';
  }
}

/** The coupon has no use left (its last went to another booking meanwhile). */
export class CouponUsedUpError extends Error {
  constructor() {
    super('The coupon has no use left');
    this.name = 'CouponUsedUpError';
  }
}

/** The whole centre is hired (an active after-hours hire) at an overlapping time. */
export class CentreHiredError extends Error {
  constructor() {
    super('An active after-hours hire overlaps this booking');
    this.name = 'CentreHiredError';
  }
}

/** An active party booking overlaps this after-hours hire. */
export class PartiesBookedError extends Error {
  constructor() {
    super('An active party booking overlaps this after-hours hire');
    this.name = 'PartiesBookedError';
  }
}

/** The room, or the whole centre, is closed at that time (a closure, migration 015). */
export class VenueClosedError extends Error {
  constructor() {
    super('The room or the centre is closed then');
    this.name = 'VenueClosedError';
  }
}

/** The constraint (or trigger, migration 005) whose exclusion violation this error is. */
export function violatedConstraint(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : undefined;
}
