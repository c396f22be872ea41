import { contactMessageSchema, LIMITS } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { errorResponses, text } from '../schemas/common';
import { validateBody } from '../validation';

export async function contactRoutes(app: FastifyInstance) {
  app.post(
    '/api/contacts',
    {
      onRequest: app.limiters.contact,
      schema: {
        tags: ['contact'],
        description: 'Stores a message from the contact form',
        body: {
          type: 'object',
          properties: {
            name: text(LIMITS.name),
            email: text(LIMITS.email),
            phone: text(LIMITS.phone),
            subject: text(LIMITS.subject),
            message: text(LIMITS.message),
          },
        },
        response: { 201: { type: 'object', properties: { id: { type: 'integer' } } }, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const message = validateBody(contactMessageSchema, request.body);
      const id = await app.repos.contacts.create(message, app.apiConfig.now());
      reply.status(201);
      return { id };
    },
  );
}
