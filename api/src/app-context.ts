import type { ApiConfig } from './config';
import type { Database } from './db/queryable';
import type { PaymentProvider } from './payments/provider';
import type { Limiters } from './plugins/rate-limits';
import type { Repositories } from './repositories/repositories';

// What buildApp puts on the Fastify instance for the routes to use.
declare module 'fastify' {
  interface FastifyInstance {
    apiConfig: ApiConfig;
    db: Database;
    limiters: Limiters;
    paymentProvider: PaymentProvider;
    repos: Repositories;
  }
}

export {};
