import { createHash, randomBytes } from 'node:crypto';

// Session and invitation tokens: 256 random bits, URL-safe; the database keeps only their SHA-256.

export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
