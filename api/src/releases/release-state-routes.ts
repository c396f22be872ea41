import { createHash, timingSafeEqual } from 'node:crypto';
import {
  canaryCountsAnswer,
  canaryCountsBody,
  canaryEndBody,
  canaryIdParams,
  canarySchema,
  canaryStartBody,
  promoteBody,
  RELEASE_STATE_PATHS,
  RELEASE_STATE_TOKEN_HEADER,
  releaseChangeSchema,
  releaseHistorySchema,
  releaseImportAnswer,
  releaseImportBody,
  releaseStateSchema,
  remoteParams,
  rollbackBody,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../http-errors';
import { endCanary, importState, promote, readHistory, readState, reportCounts, rollback, startCanary, type ReleaseStateDeps } from './release-state-service';

// The release state's internal routes (decision 073), for the page
// servers and `npm run releases` only: under /internal, which the site's proxy never forwards, each
// request carrying RELEASE_STATE_TOKEN in a header (compared in constant time), and hidden from the
// public OpenAPI document. Registered only when the token is configured (app.ts).

/** Whether the header carries the token; compared in constant time, whatever their lengths. */
function carriesToken(header: string | string[] | undefined, token: string): boolean {
  const given = typeof header === 'string' ? header : '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

const hide = true;
/**
 * The polled routes log only what goes wrong: every page server asks for the state twice a second
 * and reports a canary's counts once a second, which would be most of the API's log at info level.
 */
const quiet = { logLevel: 'warn' } as const;

export const releaseStateRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  app.addHook('onRequest', async (request) => {
    if (!carriesToken(request.headers[RELEASE_STATE_TOKEN_HEADER], token)) throw apiError('unauthorized', 'The release state needs its token');
  });
  const deps: ReleaseStateDeps = {
    db: app.deps.db,
    log: app.log.child({ component: 'releases' }),
    mailDomain: app.deps.venue.email.split('@')[1] || 'localhost',
  };

  // Polled by every page server twice a second: an unchanged state is a 304 with no body.
  app.get(RELEASE_STATE_PATHS.state, { ...quiet, schema: { hide, response: { 200: releaseStateSchema } } }, async (request, reply) => {
    const state = await readState(deps.db);
    const etag = `"${state.version}"`;
    if (request.headers['if-none-match'] === etag) {
      // No body, so none of the answer's usual headers about one.
      reply.hijack();
      reply.raw.writeHead(304, { etag, 'cache-control': 'no-store' }).end();
      return reply;
    }
    return reply.header('etag', etag).header('cache-control', 'no-store').send(state);
  });
  app.post(RELEASE_STATE_PATHS.promote, { schema: { hide, body: promoteBody, response: { 200: releaseChangeSchema } } }, async (request) => promote(deps, request.body));
  app.post(RELEASE_STATE_PATHS.rollback, { schema: { hide, body: rollbackBody, response: { 200: releaseChangeSchema } } }, async (request) =>
    rollback(deps, request.body.remote, request.body.by),
  );
  app.post(RELEASE_STATE_PATHS.canaries, { schema: { hide, body: canaryStartBody, response: { 200: canarySchema } } }, async (request) => startCanary(deps, request.body));
  app.post(RELEASE_STATE_PATHS.canaryEnd, { schema: { hide, params: remoteParams, body: canaryEndBody, response: { 200: canarySchema } } }, async (request) =>
    endCanary(deps, request.params.remote, request.body.by),
  );
  app.post(RELEASE_STATE_PATHS.canaryCounts, { ...quiet, schema: { hide, params: canaryIdParams, body: canaryCountsBody, response: { 200: canaryCountsAnswer } } }, async (request) =>
    reportCounts(deps, request.params.id, request.body),
  );
  app.get(RELEASE_STATE_PATHS.history, { schema: { hide, response: { 200: releaseHistorySchema } } }, async () => readHistory(deps.db));
  app.post(RELEASE_STATE_PATHS.import, { schema: { hide, body: releaseImportBody, response: { 200: releaseImportAnswer } } }, async (request) => importState(deps, request.body));
};
