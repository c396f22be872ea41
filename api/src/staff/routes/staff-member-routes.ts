import {
  API_PATHS,
  type ApiErrorCode,
  staffItemParams,
  staffMemberChangeBody,
  staffMemberParams,
  staffMembersAnswer,
  staffNoFieldsBody,
  staffOwnSessionsAnswer,
  staffSecondFactorResetAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, sessionOf } from '../sign-in/access';
import { changeMember, endOwnOtherSessions, endOwnSession, listMembers, ownSessions, resetSecondFactor } from '../services/members';
import { staffRoute } from './staff-route';

// The staff page (/staff, owners) and one's own sessions (/account, every member): decision 040.

const tags = ['staff: members'];
/** What every route of the staff page declares. */
const membersRoute = { staff: 'staff.manage' as const, tags };
/** A change to one member, by their id: refused for an unknown one, and for the venue's last active owner. */
const memberChangeRoute = { ...membersRoute, params: staffMemberParams, errors: ['item-not-found', 'last-owner'] as ApiErrorCode[] };
/** What every route of one's own sessions declares. */
const ownSessionsRoute = { staff: 'signed-in' as const, tags };

export const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffMembers,
    staffRoute({
      ...membersRoute,
      description: 'Every staff member (active ones first) and the invitations still open.',
      answers: { 200: staffMembersAnswer },
    }),
    async () => listMembers(deps),
  );

  app.put(
    API_PATHS.staffMember,
    staffRoute({
      ...memberChangeRoute,
      description: "Changes a member's role, or deactivates them (their sessions end at once) or makes them active again. 'last-owner' when it would leave the venue without an active owner. Made an owner or manager without an authenticator app, their sign-in is reset with it (a link to set one up). Answers the staff page.",
      body: staffMemberChangeBody,
      answers: { 200: staffMembersAnswer },
    }),
    async (request) => changeMember(deps, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    API_PATHS.staffMemberSecondFactorReset,
    staffRoute({
      ...memberChangeRoute,
      description: "Resets a member's sign-in: their password and second factor stop working and their sessions end at once; they are emailed a one-time link (24 hours) to choose a password and, for owners and managers, add an authenticator app again. 'last-owner' for the venue's last active owner. Body: {}.",
      body: staffNoFieldsBody,
      answers: { 200: staffSecondFactorResetAnswer },
    }),
    async (request) => resetSecondFactor(deps, request.params.id, actorOf(request)),
  );

  app.get(
    API_PATHS.staffOwnSessions,
    staffRoute({
      ...ownSessionsRoute,
      description: "The signed-in member's own sessions that still sign in, the one asking marked current.",
      answers: { 200: staffOwnSessionsAnswer },
    }),
    async (request) => ownSessions(deps, sessionOf(request)),
  );

  app.post(
    API_PATHS.staffOwnSessionEnd,
    staffRoute({
      ...ownSessionsRoute,
      description: "Ends one of one's own sessions at once (its cookie no longer signs anyone in). Another member's session, or one already ended, is 'item-not-found'. Body: {}.",
      params: staffItemParams,
      body: staffNoFieldsBody,
      answers: { 200: staffOwnSessionsAnswer },
      errors: ['item-not-found'],
    }),
    async (request) => endOwnSession(deps, sessionOf(request), request.params.id, actorOf(request)),
  );

  app.post(
    API_PATHS.staffOwnOtherSessionsEnd,
    staffRoute({
      ...ownSessionsRoute,
      description: "Ends every other session of one's own at once (the one asking stays signed in); each is audited. Answers one's sessions as they now are. Body: {}.",
      body: staffNoFieldsBody,
      answers: { 200: staffOwnSessionsAnswer },
    }),
    async (request) => endOwnOtherSessions(deps, sessionOf(request), actorOf(request)),
  );
};
