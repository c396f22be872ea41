import { z } from '@party/domain';
import type { FastifyReply } from 'fastify';

// What a write answers, said once for every route. A write that makes something answers 201; one
// that leaves nothing to show (a removal, a sign-out) answers 204 with no body. A
// write that its request names (a requestId, a refund's reference) is made once: the same request
// sent again (a double tap, a retry after a lost answer) finds it on record and answers 200 with
// the same answer, so both statuses share one schema.

/** 201 Created, with the answer (or the service's promise of it). */
export function created<T>(reply: FastifyReply, answer: T): T {
  reply.status(201);
  return answer;
}

/** 201 when this request made it, 200 when an earlier one had (the answer says which, as `madeBefore` reads it). */
export async function createdOnce<T>(reply: FastifyReply, answer: Promise<T>, madeBefore: (answer: T) => boolean): Promise<T> {
  const made = await answer;
  reply.status(madeBefore(made) ? 200 : 201);
  return made;
}

/** The answers of a write made once: the same schema, made now (201) or before (200). */
export const createdOnceAnswers = <Schema>(schema: Schema) => ({ 200: schema, 201: schema });

/** The answer of a write that leaves nothing to show: 204 No Content, with no body. */
export const noContentAnswer = { 204: z.null() };

/** 204 No Content: the write is done and there is nothing to send back. */
export function noContent(reply: FastifyReply): null {
  reply.status(204);
  return null;
}
