import {
  API_PATHS,
  staffItemParams,
  staffMemberChangeBody,
  staffMemberParams,
  staffMembersAnswer,
  staffNoFieldsBody,
  staffOwnSessionsAnswer,
  staffSecondFactorResetAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS } from '../../http-errors';
import { actorOf, sessionOf, staffErrors } from '../sign-in/access';
import { changeMember, endOwnOtherSessions, endOwnSession, listMembers, ownSessions, resetSecondFactor } from '../services/members';

// The staff page (/staff, owners) and one's own sessions (/account, every member): decision 040.

const tags = ['staff: members'];

export const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffMembers,
    {
      config: { staff: 'staff.manage' },
      schema: { tags, description: 'Every staff member (active ones first) and the invitations still open.', response: { 200: staffMembersAnswer, ...staffErrors() } },
    },
    async () => listMembers(deps),
  );

  app.put(
    API_PATHS.staffMember,
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        description:
          "Changes a member's role, or deactivates them (their sessions end at once) or makes them active again. 'last-owner' when it would leave the venue without an active owner. Made an owner or manager without an authenticator app, their sign-in is reset with it (a link to set one up). Answers the staff page.",
        params: staffMemberParams,
        body: staffMemberChangeBody,
        response: { 200: staffMembersAnswer, ...staffErrors('item-not-found', 'last-owner', ...BODY_ERRORS) },
      },
    },
    async (request) => changeMember(deps, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    API_PATHS.staffMemberSecondFactorReset,
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        description:
          "Resets a member's sign-in: their password and second factor stop working and their sessions end at once; they are emailed a one-time link (24 hours) to choose a password and, for owners and managers, add an authenticator app again. 'last-owner' for the venue's last active owner. Body: {}.",
        params: staffMemberParams,
        body: staffNoFieldsBody,
        response: { 200: staffSecondFactorResetAnswer, ...staffErrors('item-not-found', 'last-owner', ...BODY_ERRORS) },
      },
    },
    async (request) => resetSecondFactor(deps, request.params.id, actorOf(request)),
  );

  app.get(
    API_PATHS.staffOwnSessions,
    {
      config: { staff: 'signed-in' },
      schema: { tags, description: "The signed-in member's own sessions that still sign in, the one asking marked current.", response: { 200: staffOwnSessionsAnswer, ...staffErrors() } },
    },
    async (request) => ownSessions(deps, sessionOf(request)),
  );

  app.post(
    API_PATHS.staffOwnSessionEnd,
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        description: "Ends one of one's own sessions at once (its cookie no longer signs anyone in). Another member's session, or one already ended, is 'item-not-found'. Body: {}.",
        params: staffItemParams,
        body: staffNoFieldsBody,
        response: { 200: staffOwnSessionsAnswer, ...staffErrors('item-not-found', ...BODY_ERRORS) },
      },
    },
    async (request) => endOwnSession(deps, sessionOf(request), request.params.id, actorOf(request)),
  );

  app.post(
    API_PATHS.staffOwnOtherSessionsEnd,
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        description: "Ends every other session of one's own at once (the one asking stays signed in); each is audited. Answers one's sessions as they now are. Body: {}.",
        body: staffNoFieldsBody,
        response: { 200: staffOwnSessionsAnswer, ...staffErrors(...BODY_ERRORS) },
      },
    },
    async (request) => endOwnOtherSessions(deps, sessionOf(request), actorOf(request)),
  );
};
