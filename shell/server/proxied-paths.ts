import { API_PATHS, CATALOGUE_IMAGES_PREFIX, STAFF_API_PREFIX } from '@party/domain';

// Which API addresses each site forwards (docs/decisions/045). The staff API is the staff site's
// alone: the public site answers 404 for it, so a script on a public page cannot ride a staff
// session (on one host, as `npm start` and the browser tests run, the cookie reaches both sites).
// The staff site forwards the staff API and the venue's details its pages show, nothing else: no
// booking, no checkout. Each rule reads the path as the API's router will (decoded, dot segments
// resolved, repeated slashes as one, any letter case), so no spelling of a staff address slips by.

/**
 * A request's path as the API could read it: the query left out, each percent-escape decoded once
 * (as its router does), `.` and `..` resolved, repeated slashes collapsed, in lower case. Undefined
 * when it cannot be decoded (the API would refuse it too).
 */
export function normalisedPath(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

const staffPrefix = STAFF_API_PREFIX.replace(/\/$/, '');

/** Whether the path is the staff API's, however it is spelled: `/api/staff`, `/api/staff/…`, `/api/staff;…`. */
function isStaffApi(path: string): boolean {
  return path === staffPrefix || (path.startsWith(staffPrefix) && !/[a-z0-9_-]/.test(path.charAt(staffPrefix.length)));
}

/** The public site forwards every API address but the staff API's. */
export function publicSiteForwards(url: string): boolean {
  const path = normalisedPath(url);
  return path !== undefined && !isStaffApi(path);
}

/**
 * The staff site forwards the staff API, `GET /api/venue` (its pages show the venue's name and use
 * its clock) and the catalogue's pictures (the catalogue page shows them: public files, decision 043).
 */
export function staffSiteForwards(url: string): boolean {
  const path = normalisedPath(url);
  return path !== undefined && (path.startsWith(STAFF_API_PREFIX) || path === API_PATHS.venue || path.startsWith(CATALOGUE_IMAGES_PREFIX));
}
