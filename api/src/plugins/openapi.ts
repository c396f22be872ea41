import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects every route's schemas into an OpenAPI description (served at /api/openapi.json). */
export const openapi = fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Party booking API',
        description:
          'Bookings for a children\'s indoor play centre. Money is in dollars; dates yyyy-MM-dd and times HH:mm in the venue\'s time zone. Errors are { message } with 400 (bad input), 404 (unknown id), 409 (clash), 413 (body too large), 422 (a rule refused it), 429 (rate limit).',
        version: '1.0.0',
      },
    },
    // Shared schemas keep their $id as their name under components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
});
