import { API_PATHS, refundMadeBody, refundParams, refundRecordedAnswer, venueAdminHeaders } from '@party/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carriesBearer } from '../bearer';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { clientAddress } from '../plugins/rate-limits';
import { recordRefund } from '../services/refunds';
import { createdOnce, createdOnceAnswers } from './route-answers';

// The venue's own call: a refund it has made by hand, recorded. Served only when VENUE_ADMIN_TOKEN
// is set, and only to a request carrying it as a bearer token, checked before anything else is
// read (decision 026).

export const venueRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiConfig, deps } = app;

  async function venueOnly(request: FastifyRequest, reply: FastifyReply) {
    const token = apiConfig.venueAdminToken;
    if (!token) throw apiError('no-such-endpoint', 'Recording refunds is not enabled on this server: set VENUE_ADMIN_TOKEN');
    if (!carriesBearer(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw apiError('unauthorized', "This call is the venue's: send its token as Authorization: Bearer <VENUE_ADMIN_TOKEN>");
    }
  }

  app.post(
    API_PATHS.venueRefunds,
    {
      onRequest: venueOnly,
      schema: {
        tags: ['venue'],
        description:
          "Records a refund the venue has made by hand to the customer of a booking (party or after-hours, by its reference): what is owed back is worked out again on what the booking still holds, stored, and the venue emailed. The reference names the refund within its booking: sent again with the same amount, it answers 200 with the refund on record (alreadyRecorded) and records nothing; with another amount, 'refund-reference-taken'. 'refund-too-large' for more than the booking holds, or more than is owed back unless beyondOwedBack is true. Needs Authorization: Bearer <VENUE_ADMIN_TOKEN>; not served without that variable.",
        headers: venueAdminHeaders,
        params: refundParams,
        body: refundMadeBody,
        response: {
          ...createdOnceAnswers(refundRecordedAnswer),
          ...errorAnswers('no-such-endpoint', 'unauthorized', 'booking-not-found', 'refund-too-large', 'refund-reference-taken', ...BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const recording = recordRefund(deps, request.params.reference, request.body, { kind: 'venue-token', client: clientAddress(request) });
      return createdOnce(reply, recording, (recorded) => recorded.alreadyRecorded);
    },
  );
};
