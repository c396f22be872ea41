import { contactMessageSchema, LIMITS } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { emailContext, queueContactMessage } from '../email/queue';
import { createContactsRepository } from '../repositories/contacts-repository';
import { errorResponses, text } from '../schemas/common';
import { validateBody } from '../validation';

export async function contactRoutes(app: FastifyInstance) {
  app.post(
    '/api/contacts',
    {
      onRequest: app.limiters.contact,
      schema: {
        tags: ['contact'],
        description: "Stores a message from the contact form and emails it to the venue's inbox (VENUE_EMAIL), answering to the sender",
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
      // The venue's email is queued with the message it reports.
      const context = emailContext(app.deps);
      const id = await app.deps.db.transaction(async (tx) => {
        const stored = await createContactsRepository(tx).create(message, app.apiConfig.now());
        await queueContactMessage(tx, context, stored, message);
        return stored;
      });
      reply.status(201);
      return { id };
    },
  );
}
