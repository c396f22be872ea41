import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['meta'],
        response: { 200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } } },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
