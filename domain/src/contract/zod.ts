import * as z from 'zod/mini';

// The contract's one zod: its small, tree-shaken build ('zod/mini'), so that a page carries only
// the checks it uses. Schemas are checked without compiling code at run time, because the site's
// pages forbid eval (their Content-Security-Policy) and the checks are small
// (docs/decisions/024-one-contract-in-zod.md).
z.config({ jitless: true });

export { z };

/** Any schema of the contract. */
export type Schema = z.ZodMiniType;

/** The schema with a description for the API's OpenAPI document (for answers: the pages' bundles carry no answer schemas). */
export function described<S extends Schema>(schema: S, description: string): S {
  return schema.check(z.describe(description)) as S;
}
