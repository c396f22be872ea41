import { validationProblems, z, type Schema } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { apiError } from '../http-errors';

/**
 * Every route's params, query, body and answers are the contract's zod schemas (domain/src/contract,
 * decision 024). A request that breaks its route's schema is refused with 'invalid-request': the
 * first problem as the message (the spec's own words for a form's fields), and every problem with
 * the path of its field ('contactInfo.phone: Mobile number must be 10 digits'), in the order of
 * the fields, in `errors`. The route gets the request as the schema reads it (text
 * trimmed, defaults filled). An answer keeps only the fields its schema names, so nothing else of a
 * stored row can leak.
 */
export function useContract(app: FastifyInstance): void {
  // A problem the contract gives no words of its own ("expected object, received null") is said in
  // zod's English; the pages' bundles carry no such words.
  z.config(z.locales.en());
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = z.safeParse(schema as Schema, data);
    if (result.success) return { value: result.data };
    const problems = validationProblems(schema as Schema, data);
    const errors = problems.map(({ path, message }) => (path ? `${path}: ${message}` : message));
    return { error: apiError('invalid-request', problems[0]?.message ?? 'The request is not valid', errors) };
  });
  app.setSerializerCompiler(serializerCompiler);
}
