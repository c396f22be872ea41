import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Security headers on every answer (helmet), and CORS for the site's own origin only. The API
// serves JSON and images, which need nothing a page needs: its policy allows nothing, and no page
// may frame it. The test checkout's pages set a policy of their own (routes/test-checkout.ts).
// What each header is for: README, "Security headers".

export const API_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // The browser calls /api on the page's own origin (the site's server proxies it), so no page
  // needs CORS today; should the site call the API on another origin, only its own origin may
  // read the answers. A booking's id is its key: no other site may read one with a visitor's browser.
  await app.register(cors, { origin: [new URL(app.apiConfig.siteUrl).origin] });
});
