// Amounts as staff type them at the counter ('150', '$1,234.50'), to the dollars the API takes.

/** The dollars an amount field holds, or NaN when it holds none (the form's check then says so). */
export function amountOf(text: string): number {
  const plain = text.replace(/[\s$,]/g, '');
  return /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(plain) ? Number(plain) : Number.NaN;
}

/** An amount field's starting text: 150 -> '150.00'. */
export function amountText(dollars: number): string {
  return dollars.toFixed(2);
}

/**
 * A name for one request that changes money, made when its form opens: sent twice (a double tap, a
 * retry after a timeout), the API records it once (decision 032). 128 random bits, base64url.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
