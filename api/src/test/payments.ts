import { afterHoursPayload, bookingPayload } from './fixtures';
import type { TestApi } from './test-api';

// Steps of the payment journeys, as the browser takes them, for the payment tests.

export async function createBooking(api: TestApi, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await api.post('/api/booking-initiate', bookingPayload(overrides));
  if (response.status !== 201) throw new Error(`booking refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.bookingId;
}

export async function createAfterHoursBooking(api: TestApi, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await api.post('/api/bookings-afterhours/save', afterHoursPayload(overrides));
  if (response.status !== 201) throw new Error(`after-hours booking refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.booking.uniqueBookingId;
}

/** The session id at the end of a checkout address (the test checkout's /checkout/{id}). */
export const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() as string);

/** Opens a checkout with one of the creation calls; returns its address and session id. */
export async function openCheckout(api: TestApi, path: string, body: unknown = undefined): Promise<{ url: string; sessionId: string }> {
  const response = await api.post(path, body);
  if (response.status !== 201) throw new Error(`checkout refused: ${response.status} ${JSON.stringify(response.body)}`);
  return { url: response.body.url, sessionId: sessionIdOf(response.body.url) };
}

export const openDepositCheckout = (api: TestApi, bookingId: string) => openCheckout(api, '/api/create-dynamic-checkout-session', { bookingId });
export const openFullCheckout = (api: TestApi, bookingId: string) => openCheckout(api, '/api/create-dynamic-checkout-session-full', { bookingId });

/** Presses a button of the test checkout (a form post, as the browser sends it); redirects are not followed. */
export async function pressCheckoutButton(api: TestApi, sessionId: string, button: 'pay' | 'cancel') {
  const response = await fetch(`${api.url}/checkout/${encodeURIComponent(sessionId)}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** The booking's money as the API reads it back. */
export async function moneyOf(api: TestApi, bookingId: string) {
  const { body } = await api.get(`/api/bookings/${bookingId}`);
  const { status, totalPrice, finalPrice, totalPaidAmount, depositAmount, remainingAmount, amountOwedBack, refundDue } = body;
  return { status, totalPrice, finalPrice, totalPaidAmount, depositAmount, remainingAmount, amountOwedBack, refundDue };
}

export async function paymentRows(api: TestApi) {
  return api.db.query<{ booking_id: number | null; afterhours_booking_id: number | null; kind: string; amount_cents: number; provider: string }>(
    'select booking_id, afterhours_booking_id, kind, amount_cents, provider from payments order by id',
  );
}
