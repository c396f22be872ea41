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
