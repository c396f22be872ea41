import type { ClosedSession } from '../repositories/checkout-sessions-repository';
import { loggableError } from '../logging';
import type { ServiceDeps } from './service-deps';

// Checkout sessions we closed are closed at the provider too, once the transaction that closed them
// has committed, so no customer pays into a checkout we no longer take (a superseded one, or one
// whose booking is over or changed). A failure is logged and the request goes on: money that still
// arrives on such a session is recorded and owed back (decision 007). The session's id is not
// logged: it reads its booking (GET /api/bookings/session/{id}).

/**
 * How long an answer waits for the provider to close them. The change is saved already, and the
 * site's server gives up on the API after its deadline (3 s, decision 055): a slow provider would
 * turn a saved change into a 504. Past this wait the closing goes on after the answer.
 */
const EXPIRE_WAIT_MS = 1000;

export async function expireAtProvider(
  { paymentProvider: provider, log }: Pick<ServiceDeps, 'paymentProvider' | 'log'>,
  sessions: readonly ClosedSession[],
): Promise<void> {
  const ids = sessions.filter((s) => s.provider === provider.name && s.provider_session_id).map((s) => s.provider_session_id as string);
  if (ids.length === 0) return;
  const closing = Promise.all(
    ids.map((id) =>
      provider.expireCheckout(id).catch((error: unknown) => log.warn({ err: loggableError(error, [id]) }, 'a closed checkout could not be expired at the provider')),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, EXPIRE_WAIT_MS);
    timer.unref();
  });
  await Promise.race([closing, waited]);
  clearTimeout(timer);
}
