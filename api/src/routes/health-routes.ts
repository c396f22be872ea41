import { API_PATHS, z } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    { schema: { tags: ['meta'], description: 'Answers while the API runs', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(API_PATHS.openApi, { schema: { hide: true } }, async () => app.swagger());
};
