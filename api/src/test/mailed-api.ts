import type { ApiConfig } from '../config';
import type { Database } from '../db/queryable';
import type { DeliverySettings } from '../email/delivery';
import { useTestApi, type TestApi } from './test-api';
import { useTestSmtp, type TestSmtp } from './test-smtp';

// The API under test with its email sender on, delivering to a real SMTP server started in the
// test: quick to look for email and quick to retry, so a test waits milliseconds, not minutes.

export const FAST_DELIVERY: Partial<DeliverySettings> = {
  pollMs: 20,
  retry: { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 60_000 },
};

/**
 * Waits until the outbox holds nothing still to send (sent, given up or dropped), but for emails
 * not due yet and never tried: a 'not booked yet' email waits minutes on purpose.
 */
export async function outboxDrained(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from email_outbox where status = 'queued' and not (attempts = 0 and next_attempt_at > now())`);
    if (row.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row.n} email(s) still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface MailedApi {
  api: TestApi;
  smtp: TestSmtp;
  /** Every email sent so far, once the outbox is empty. */
  sent(): ReturnType<TestSmtp['messages']>;
}

/**
 * Registers the hooks of useTestApi with a test SMTP server and the sender delivering to it. After
 * each test the outbox is drained, so no email of one test arrives during the next.
 */
export function useMailedApi(overrides: Partial<ApiConfig> = {}): MailedApi {
  const smtp = useTestSmtp();
  const api = useTestApi(overrides, { build: () => ({ deliverEmail: { ...FAST_DELIVERY, smtpUrl: smtp.url } }) });
  afterEach(() => outboxDrained(api.db));
  return {
    api,
    smtp,
    async sent() {
      await outboxDrained(api.db);
      return smtp.messages();
    },
  };
}
