import { LIMITS } from '@party/domain';

// JSON Schema pieces shared by the routes. Request schemas check types and sizes only; the domain's
// Yup schemas then check content with the spec's messages, so "required" lives there.

export const errorSchema = {
  $id: 'Error',
  type: 'object',
  description: 'Every failure: a clear message, and for validation failures every message in field order.',
  properties: {
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' } },
  },
  required: ['message'],
} as const;

const errorRef = { $ref: 'Error#' } as const;

/** Response schemas of the given error statuses. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorRef> {
  return Object.fromEntries(statuses.map((status) => [status, errorRef]));
}

/** A random public id as it appears in URLs. */
export const publicIdSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const idParams = {
  type: 'object',
  properties: { id: publicIdSchema },
  required: ['id'],
} as const;

/** A catalogue id: the API's are slugs; numbers are accepted as the domain's Id type allows. */
export const catalogueIdSchema = { type: ['string', 'integer'], maxLength: 64 } as const;

export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const isoDateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' } as const;
export const clockTimeSchema = { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'HH:mm' } as const;
export const money = { type: 'number', description: 'Dollars' } as const;

/** A chosen catalogue object (package, room, time slot): only its id is read. */
export const chosenSchema = {
  type: ['object', 'null'],
  properties: { id: catalogueIdSchema },
} as const;

/** Chosen food or add-ons: ids with optional quantity (prices sent are ignored). */
export const chosenItemsSchema = {
  type: 'array',
  maxItems: LIMITS.listItems,
  items: {
    type: 'object',
    properties: {
      id: catalogueIdSchema,
      quantity: { type: ['integer', 'null'] },
      price: { type: ['number', 'null'] },
    },
  },
} as const;

export const guestsSchema = {
  type: 'array',
  maxItems: LIMITS.listItems,
  items: {
    type: 'object',
    properties: { name: text(LIMITS.name), email: text(LIMITS.email), phone: text(LIMITS.phone) },
  },
} as const;
