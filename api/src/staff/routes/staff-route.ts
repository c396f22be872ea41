import type { ApiErrorCode } from '@party/domain';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { BODY_ERRORS } from '../../http-errors';
import { staffErrors, type StaffAccess } from '../sign-in/access';

// Every staff route declares the same things: what it does (the access hook checks it), its words
// in the OpenAPI description, what it reads, and what it answers. A route states only its own;
// the errors every staff route may give on the way in, and those of reading a body, are added here.

/** What one staff route states, besides its path and its handler. */
interface StaffRouteDeclaration<Answers> {
  /** What the route does, as the role-by-action table names it: checked before anything is read. */
  staff: StaffAccess;
  /** The staff command may call it with the API's command token instead of a session. */
  staffCommand?: true;
  /** Its group in the OpenAPI description. */
  tags: string[];
  description: string;
  /** Its answers by HTTP status. */
  answers: Answers;
  /** The error codes it answers besides those of every staff route (and of a body, if it reads one). */
  errors?: ApiErrorCode[];
}

/** What a route reads: its address's parameters, its query and its body, as zod schemas. */
type RouteReads = Pick<FastifySchema, 'params' | 'querystring' | 'body'>;

/** A staff route's options for `app.get(path, options, handler)` and the like. */
export function staffRoute<Answers extends object, Reads extends RouteReads>({
  staff,
  staffCommand,
  answers,
  errors = [],
  ...schema
}: StaffRouteDeclaration<Answers> & Reads) {
  const config: FastifyContextConfig = staffCommand ? { staff, staffCommand } : { staff };
  // Typed as no more than an object: a handler throws its errors (http-errors.ts), it never returns
  // them, so only `answers` type what a handler returns.
  const errorAnswers: object = staffErrors(...errors, ...(schema.body === undefined ? [] : BODY_ERRORS));
  return { config, schema: { ...schema, response: { ...answers, ...errorAnswers } } };
}
