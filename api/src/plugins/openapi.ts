import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Collects every route's schemas, made from the contract's zod schemas, into an OpenAPI description
 * (served at /api/openapi.json). Schemas the contract names (BookingRecord, Package...) are
 * components, referenced where they are used.
 */
export const openapi = fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Party booking API',
        description:
          "Bookings for a children's indoor play centre. Money is in dollars; dates yyyy-MM-dd and times HH:mm in the venue's time zone. Every error answer is { code, message } (and errors, every problem, when a request breaks its schema); each route lists the codes it can answer, by status. The browser decides by the code, never by the message.",
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
});
