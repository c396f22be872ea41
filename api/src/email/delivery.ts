import nodemailer from 'nodemailer';
import type { EmailSettings } from '../config';
import type { Logger } from '../logging';
import type { ClaimedEmail, OutboxRepository } from '../repositories/outbox-repository';
import { startRepeating } from '../repeating';

// The sender: delivers the outbox over SMTP (decision 017). Every API process runs one; each email
// is claimed by one of them at a time, so it is sent once. A failed try waits longer each time
// (backoff) until the SMTP server takes the email, and is given up only after `giveUpAfterMs`.

export interface RetryPolicy {
  /** Wait after the first failed try; each later failure doubles it... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** An email still not taken after this long is marked failed and logged as an error. */
  giveUpAfterMs: number;
}

export interface DeliverySettings extends EmailSettings {
  /** How long to wait, when nothing is due, before looking again. */
  pollMs: number;
  retry: RetryPolicy;
}

export const DEFAULT_DELIVERY: Omit<DeliverySettings, keyof EmailSettings> = {
  pollMs: 1000,
  retry: { firstDelayMs: 10_000, maxDelayMs: 60 * 60_000, giveUpAfterMs: 3 * 24 * 60 * 60_000 },
};

/** How long an email is held by the process that claimed it; more than a try can last (see TIMEOUTS). */
const LEASE_MS = 2 * 60_000;
/** nodemailer's waits, in ms: a server that hangs fails the try well within the lease. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

/**
 * The wait before the next try after `attempts` failed tries (1, 2, ...), or undefined once the
 * email is older than the policy allows: it is given up.
 */
export function retryDelay(attempts: number, ageMs: number, policy: RetryPolicy): number | undefined {
  if (ageMs >= policy.giveUpAfterMs) return undefined;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempts - 1, 30));
}

export interface EmailDelivery {
  /** Stops looking for email, waits for a try under way to finish, and closes the SMTP connection. */
  stop(): Promise<void>;
}

/**
 * Starts delivering the outbox until `stop`. buildApp starts it when asked (server.ts does; tests
 * that check email do, with their own SMTP server and settings) and stops it as the app closes.
 */
export function startEmailDelivery(outbox: OutboxRepository, settings: DeliverySettings, log: Logger): EmailDelivery {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...TIMEOUTS });

  async function send(email: ClaimedEmail): Promise<void> {
    const { messageId, to, replyTo, subject, text, html, attachments } = email.message;
    try {
      await transport.sendMail({ from: settings.from, to, replyTo, subject, text, html, attachments, messageId });
      await outbox.markSent(email.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelay(email.attempts, email.ageMs, settings.retry);
      await outbox.markFailed(email.id, reason, delay);
      if (delay === undefined) log.error({ emailId: email.id, attempts: email.attempts, reason }, 'email given up');
      else log.warn({ emailId: email.id, attempts: email.attempts, retryInMs: delay, reason }, 'email not sent yet');
    }
  }

  // One email at a time, the next at once while there are more; a look at the empty outbox waits.
  const sender = startRepeating(
    async () => {
      const claimed = await outbox.claimNext(LEASE_MS);
      if (claimed) await send(claimed);
      return claimed !== undefined;
    },
    settings.pollMs,
    // The database is unreachable for a moment: look again after the usual wait.
    (error) => log.error({ err: error }, 'the email outbox could not be read'),
  );
  return {
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
