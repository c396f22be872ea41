import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepository } from '../repositories/rate-limits-repository';

// @fastify/rate-limit's counts, kept in the database (table rate_limit_counts, through the rate
// limits repository), so that a limit is one limit for the whole site however many API processes
// share the database, on PGlite and PostgreSQL alike. Why not Redis or memory:
// docs/decisions/010-rate-limits-in-the-database.md.

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The store class @fastify/rate-limit instantiates, counting in the database by the app's clock. */
export function databaseRateLimitStore(counts: RateLimitsRepository, clock: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counts.count(key, clock(), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Keys carry their limiter's name, so every limiter can share one store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
