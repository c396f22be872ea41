import { validationMessages } from '@party/domain';
import { badRequest } from './http-errors';

type DomainSchema = Parameters<typeof validationMessages>[0];
const OPTIONS = { stripUnknown: true };

/**
 * The body without keys that name Object.prototype members ("valueOf", "constructor"...): no field
 * of ours is called that, and Yup (1.7) throws a TypeError on them instead of ignoring them.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, inner]) => [key, withoutPrototypeKeys(inner)]),
  );
}

/**
 * Validates a request body with one of the domain's Yup schemas, so the API refuses what the
 * browser's forms refuse, with the same messages (400, every message in field order). Returns the
 * cleaned value: unknown fields dropped, text trimmed, defaults filled, as the schema says.
 */
export function validateBody<S extends DomainSchema, T = ReturnType<S['validateSync']>>(schema: S, body: unknown): T {
  const data = withoutPrototypeKeys(body);
  const messages = validationMessages(schema, data, OPTIONS);
  if (messages.length > 0) throw badRequest(messages[0], messages);
  return schema.validateSync(data, OPTIONS) as T;
}
