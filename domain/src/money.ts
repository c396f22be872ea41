// Entities and payloads carry dollars as plain numbers. Every calculation converts them to integer
// cents first and back at the end, so sums and percentages are exact to the cent (0.1 + 0.2 is
// 0.3, not 0.30000000000000004).

/** Integer cents of a dollar amount, rounded half away from zero to the nearest cent. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  // toPrecision(15) removes binary noise first: 1.005 * 100 is 100.49999999999999 in floating point.
  const scaled = Number((Math.abs(dollars) * 100).toPrecision(15));
  return Math.sign(dollars) * Math.round(scaled) || 0;
}

/** Dollars of an integer number of cents. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * Cents of a price read from stored or submitted data. A missing, unreadable or negative price
 * counts as 0, so that no item can ever make a total fall.
 */
export function priceCents(dollars: number | null | undefined): number {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars <= 0) return 0;
  return toCents(dollars);
}

/** A percentage of an amount in cents, rounded half up to the nearest cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round(Number(((cents * percent) / 100).toPrecision(15)));
}

/** The amount clamped between 0 and a maximum (all in cents). */
export function clampCents(cents: number, max: number): number {
  return Math.min(Math.max(cents, 0), Math.max(max, 0));
}
