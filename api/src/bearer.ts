import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries the token as a bearer token; compared in constant time,
 * whatever their lengths (the venue's refund call, the staff command).
 */
export function carriesBearer(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
