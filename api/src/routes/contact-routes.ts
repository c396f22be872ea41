import { API_PATHS, contactMessageSchema, contactSentAnswer } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailContext } from '../email/outbox-message';
import { queueContactMessage } from '../email/queue';
import { BODY_ERRORS, errorAnswers } from '../http-errors';
import { createContactsRepository } from '../repositories/contacts-repository';
import { created } from './route-answers';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.contacts,
    {
      onRequest: app.limiters.contact,
      schema: {
        tags: ['contact'],
        description: "Stores a message from the contact form and emails it to the venue's inbox (VENUE_EMAIL), answering to the sender",
        body: contactMessageSchema,
        response: { 201: contactSentAnswer, ...errorAnswers('rate-limited', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      const message = request.body;
      // The venue's email is queued with the message it reports.
      const context = emailContext(app.deps);
      const stored = await app.deps.db.transaction(async (tx) => {
        const created = await createContactsRepository(tx).create(message, app.apiConfig.now());
        await queueContactMessage(tx, context, created.id, message);
        return created;
      });
      return created(reply, { id: stored.publicId });
    },
  );
};
