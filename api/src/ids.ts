import { randomBytes } from 'node:crypto';

/** A random, URL-safe id of 128 bits (22 characters): nobody can guess another booking's. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}
