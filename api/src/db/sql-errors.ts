// PostgreSQL's error codes as both drivers give them, and the retries of a transaction PostgreSQL
// rolled back (decision 019). A file of its own: the drivers use it, and database.ts opens the drivers.

/** The PostgreSQL error code of a failed statement (both drivers put it on `code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export const SQLSTATE = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/**
 * Failures after which PostgreSQL has rolled the transaction back and asks the client to run it
 * again: it was chosen as the victim of a deadlock, or it could not be serialized with another.
 */
const RETRYABLE: ReadonlySet<string | undefined> = new Set([SQLSTATE.deadlockDetected, SQLSTATE.serializationFailure]);

/** How many times a transaction runs before its retryable failure is passed on (decision 019). */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `attempt` (one whole transaction, begun and ended inside it) until it does not fail with a
 * retryable error, up to TRANSACTION_ATTEMPTS times. Each retry waits a few random milliseconds
 * first, so two transactions that deadlocked do not meet again in step.
 */
export async function withRetries<T>(attempt: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= attempts || !RETRYABLE.has(sqlState(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * tries));
    }
  }
}
