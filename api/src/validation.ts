import { validationMessages } from '@party/domain';
import { badRequest } from './http-errors';

type DomainSchema = Parameters<typeof validationMessages>[0];
const OPTIONS = { stripUnknown: true };

/**
 * Validates a request body with one of the domain's Yup schemas, so the API refuses what the
 * browser's forms refuse, with the same messages (400, every message in field order). Returns the
 * cleaned value: unknown fields dropped, text trimmed, defaults filled, as the schema says.
 */
export function validateBody<S extends DomainSchema, T = ReturnType<S['validateSync']>>(schema: S, body: unknown): T {
  const messages = validationMessages(schema, body, OPTIONS);
  if (messages.length > 0) throw badRequest(messages[0], messages);
  return schema.validateSync(body, OPTIONS) as T;
}
