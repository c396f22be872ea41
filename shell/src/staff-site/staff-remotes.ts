import { parseRemotesConfig, type RemotesConfig } from '../federation/remotes-config';

/** The element the staff site's server writes the staff remote's manifest into (server/staff-site.ts). */
export const STAFF_REMOTES_ID = 'staff-remotes';

/**
 * Where the staff remote is, as the staff site's server read it from the deployed remotes.json
 * for this page (the page carries it: no request for remotes.json, and no other remote is named);
 * undefined on a page without it (a dev server's), which reads remotes.json instead.
 */
export function readStaffRemotes(): RemotesConfig | undefined {
  const text = globalThis.document?.getElementById(STAFF_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { staff } = parseRemotesConfig(JSON.parse(text));
    return staff ? { staff } : {};
  } catch {
    return {};
  }
}
