import type { RateLimit } from '../../config';
import type { Queryable } from '../../db/queryable';
import { createRateLimitsRepository } from '../../repositories/rate-limits-repository';

// How many failed sign-ins stop the guessing (decision 057), counted in rate_limit_counts like
// every limit, so that all API processes count one count (decision 010). Only failures count: a
// shift signing in on tablets behind one address all day never reaches a limit.
//  - Per client (its address, an IPv6 client by its /64): one address trying password after
//    password, on one account or many, is refused without anything being checked.
//  - Per account (the email typed, member's or not): past its limit, only a member who proves both
//    factors (an owner's or manager's password and code) gets in, or one who sends the link
//    emailed to them; a password alone is not even checked.
//  - Per account again, counting only right passwords sent with a wrong code: someone who knows
//    the password and is guessing the code. Past this limit only the emailed link gets in.

export interface SignInLimits {
  perClient: RateLimit;
  perAccount: RateLimit;
}

/** Where a sign-in stands before it is checked. */
export interface Standing {
  /** The client is past its limit. */
  client: boolean;
  /** The account is past its limit. */
  account: boolean;
  /** The account's password was sent right with a wrong code past the limit. */
  code: boolean;
  /** Seconds until every limit the sign-in is past has ended. */
  retryAfter: number;
}

/** The limits of one sign-in attempt: the account the email names, and the client it comes from. */
export function signInCounts(db: Queryable, limits: SignInLimits, email: string, client: string) {
  const counts = createRateLimitsRepository(db);
  const account = email.trim().toLowerCase();
  const keys = { client: `staffSignInFailures:client:${client}`, account: `staffSignInFailures:account:${account}`, code: `staffSignInFailures:code:${account}` };
  const standingOf = (found: Map<string, { current: number; ttl: number }>): Standing => {
    const past = (key: string, limit: RateLimit) => (found.get(key)?.current ?? 0) >= limit.max;
    const client = past(keys.client, limits.perClient);
    const accountPast = past(keys.account, limits.perAccount);
    const code = past(keys.code, limits.perAccount);
    const waits = [client && keys.client, accountPast && keys.account, code && keys.code].map((key) => (key ? (found.get(key)?.ttl ?? 0) : 0));
    return { client, account: accountPast, code, retryAfter: Math.ceil(Math.max(...waits) / 1000) };
  };

  return {
    async standing(now: Date): Promise<Standing> {
      return standingOf(await counts.read(Object.values(keys), now));
    },

    /**
     * Counts a failed sign-in (also as a code failure when the password was right); answers where
     * the account now stands, and which limit this failure reached (exactly one failure reaches
     * each, however many processes count at once).
     */
    async fail(now: Date, passwordRight: boolean) {
      const counted = await counts.countEach(
        [
          { key: keys.client, windowMs: limits.perClient.timeWindowMs },
          { key: keys.account, windowMs: limits.perAccount.timeWindowMs },
          ...(passwordRight ? [{ key: keys.code, windowMs: limits.perAccount.timeWindowMs }] : []),
        ],
        now,
      );
      const reached = (key: string) => counted.get(key)?.current === limits.perAccount.max;
      return { standing: standingOf(counted), accountReached: reached(keys.account), codeReached: reached(keys.code) };
    },

    /** The member signed in: the account's failures are forgotten (the client's are not: they may be another account's). */
    async forgetAccount(): Promise<void> {
      await counts.forget([keys.account, keys.code]);
    },
  };
}
