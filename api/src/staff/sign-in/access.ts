import { can, STAFF_MESSAGES, type ApiErrorCode, type StaffAction } from '@party/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesBearer } from '../../bearer';
import { apiError, errorAnswers } from '../../http-errors';
import { clientAddress } from '../../plugins/rate-limits';
import { clearedSessionCookie, sessionTokenOf, STAFF_COOKIE } from './session-cookie';
import type { StaffActor } from '../../audit/audit';
import { liveSession, staffActor } from './sessions';
import type { LiveSession } from '../repositories/staff-sessions-repository';

// The one check of every staff route (decision 032, cal.com's pbac and pretix's team permissions):
// each route declares what it does, as `config.staff`, and this hook enforces it before anything
// else is read. In order:
//  1. Origin: a request that names another site as its Origin is refused; a state-changing one
//     must name the staff site (STAFF_SITE_URL). With SameSite=Strict cookies, no other site's
//     page can ride a staff session.
//  2. A state-changing request's body is JSON (no simple form post, no text/plain).
//  3. The session: its cookie names a session still good (401 'staff-session-required').
//  4. The role: the role-by-action table allows the route's action (403 'staff-forbidden').
// The staff command (`npm run staff`) may instead send the API's command token as a bearer token,
// on the routes that say so: it is no browser's, so no other site can make a browser send it.

/**
 * What a staff route needs: an action of the role-by-action table, 'signed-in' (any member: their
 * own session), or 'anyone' (signing in, and an invitation's link, which is its own key).
 */
export type StaffAccess = StaffAction | 'signed-in' | 'anyone';

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
    /** The staff command may call this route with the command token instead of a session. */
    staffCommand?: boolean;
  }
  interface FastifyRequest {
    /** The session the request came with, once the access hook has checked it. */
    staffSession?: LiveSession;
    /** The request came from the staff command, with its token. */
    fromStaffCommand?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error answers every staff route may give on the way in. */
export function staffErrors(...codes: ApiErrorCode[]) {
  return errorAnswers('staff-origin', 'staff-session-required', 'staff-forbidden', 'unsupported-media-type', ...codes);
}

/** The media type of a request's body, without its parameters. */
const mediaType = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/**
 * Adds the check to the staff API's context (the staff routes' plugin): every route registered
 * there must declare its access, or the API does not start.
 */
export function checkStaffAccess(app: FastifyInstance, commandToken: string | undefined): void {
  const staffOrigin = app.apiConfig.staffSiteUrl;
  const { deps } = app;

  app.addHook('onRoute', (route) => {
    if (!route.config?.staff) throw new Error(`${String(route.method)} ${route.url} is a staff route: it must declare config.staff`);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.staff as StaffAccess;
    const writes = !READS.has(request.method);
    const origin = request.headers.origin;

    if (writes && request.routeOptions.config.staffCommand && request.headers.authorization !== undefined) {
      if (!commandToken || !carriesBearer(request.headers.authorization, commandToken)) {
        throw apiError('staff-session-required', "The staff command's token is not this server's: run the command again while the API runs.");
      }
      request.fromStaffCommand = true;
      return;
    }
    if (origin !== undefined ? origin !== staffOrigin : writes) throw apiError('staff-origin', STAFF_MESSAGES.otherOrigin);
    if (writes && mediaType(request) !== 'application/json') throw apiError('unsupported-media-type', 'Send the request body as application/json');
    if (access === 'anyone') return;

    const token = sessionTokenOf(request.headers.cookie);
    const session = token ? await liveSession(deps, token) : undefined;
    if (!session) {
      // A cookie that names no live session is forgotten by the browser.
      if (request.headers.cookie?.includes(STAFF_COOKIE)) reply.header('set-cookie', clearedSessionCookie);
      throw apiError('staff-session-required', STAFF_MESSAGES.sessionEnded);
    }
    if (access !== 'signed-in' && !can(session.member.role, access)) throw apiError('staff-forbidden', STAFF_MESSAGES.notAllowed);
    request.staffSession = session;
  });

  // Staff answers are private: never kept by a browser's or a proxy's cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The signed-in member of a request the hook has let through (a route that needs a session). */
export function sessionOf(request: FastifyRequest): LiveSession {
  if (!request.staffSession) throw new Error(`${request.routeOptions.url} has no staff session: does it declare config.staff?`);
  return request.staffSession;
}

/** The signed-in member making the request, as the audit log names them, with their client's address. */
export function actorOf(request: FastifyRequest): StaffActor {
  return staffActor(sessionOf(request).member, clientAddress(request));
}

export { clientAddress };
