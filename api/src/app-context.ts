import type { ApiConfig } from './config';
import type { Limiters } from './plugins/rate-limits';
import type { ServiceDeps } from './services/service-deps';

// What buildApp puts on the Fastify instance for the plugins and routes to use.
declare module 'fastify' {
  interface FastifyInstance {
    apiConfig: ApiConfig;
    /** What the services take: repositories, database, clock, settings, payment provider, logger. */
    deps: ServiceDeps;
    limiters: Limiters;
  }
}

export {};
