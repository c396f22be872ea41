// The staff session's cookie (decision 032): host-only by its __Host- prefix (no Domain, Path=/,
// Secure, so no other host of the domain can set or read it), HttpOnly (no script reads it),
// SameSite=Strict (no other site's page sends it). Chromium takes Secure cookies on
// http://localhost, so `npm start` works without TLS.

export const STAFF_COOKIE = '__Host-jj-staff';

/** The cookie carrying a new session's token, kept by the browser as long as the session can last. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${STAFF_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
}

/** The cookie that makes the browser forget the session (Sign out, or a session that has ended). */
export const clearedSessionCookie = `${STAFF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/** The session token in a request's Cookie header, if it carries one of the form we make (base64url). */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === STAFF_COOKIE) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}
