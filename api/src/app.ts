import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

// Builds the app without listening, so tests can start it on a free port.
export async function buildApp(_config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}
