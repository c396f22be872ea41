import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../http-errors';
import { jsonProblem, textProblem } from '../storable-text';

// One door for text: every JSON or plain-text body, path parameter and query value is refused
// with a 400 when it holds what the database cannot store (a NUL, a lone surrogate) or nests
// deeper than any request of ours, before any route or schema sees it.

export const requestGuards = fp(async function requestGuards(app: FastifyInstance) {
  // Fastify's own parser (it refuses __proto__ and constructor.prototype keys), then the check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      const problem = jsonProblem(value);
      return problem ? done(apiError('invalid-request', problem)) : done(null, value);
    });
  });

  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const problem = textProblem(body as string);
    return problem ? done(apiError('invalid-request', problem)) : done(null, body);
  });

  app.addHook('preValidation', async (request) => {
    const problem = jsonProblem(request.params) ?? jsonProblem(request.query);
    if (problem) throw apiError('invalid-request', `The address cannot be read: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
  });
});
