import {
  API_PATHS,
  staffAcceptInvitationBody,
  staffInvitationAnswer,
  staffInvitationParams,
  staffInviteBody,
  staffInvitedAnswer,
  staffSessionAnswer,
  staffSignInBody,
  staffSignOutBody,
} from '@party/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientAddress, sessionOf } from '../sign-in/access';
import { acceptInvitation, invite, readInvitation } from '../sign-in/staff-invitations';
import { clearedSessionCookie, sessionCookie } from '../sign-in/session-cookie';
import { SESSION_LIFETIME_MS, sessionAnswer, signOut } from '../sign-in/sessions';
import { signIn } from '../sign-in/sign-in';
import { staffRoute } from './staff-route';
import { created, noContent, noContentAnswer } from '../../routes/route-answers';

// Signing in and out, the session, and joining the staff by invitation (decision 032).

const COOKIE_SECONDS = SESSION_LIFETIME_MS / 1000;
const tags = ['staff: sign-in'];

export const staffSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const withCookie = (reply: FastifyReply, token: string) => reply.header('set-cookie', sessionCookie(token, COOKIE_SECONDS));
  const signInLimits = { perClient: app.apiConfig.rateLimits.staffSignIn, perAccount: app.apiConfig.rateLimits.staffSignInPerAccount };

  app.post(
    API_PATHS.staffSignIn,
    staffRoute({
      staff: 'anyone',
      tags,
      description: "Signs a staff member in: Email, Password and, for owners and managers, Code (their authenticator app's). Answers the session and sets its cookie (__Host-, HttpOnly, Secure, SameSite=Strict). Any failure is 'sign-in-failed' with one message. Failed sign-ins are limited per client and per email (429 with Retry-After, the same for any email): past the email's limit only a password with a code gets in, or a sign-in with the Link emailed to the member (decision 057).",
      body: staffSignInBody,
      answers: { 200: staffSessionAnswer },
      errors: ['sign-in-failed', 'rate-limited'],
    }),
    async (request, reply) => {
      const { token, answer } = await signIn(deps, request.body, clientAddress(request), request.headers['user-agent'] ?? '', signInLimits);
      withCookie(reply, token);
      return answer;
    },
  );

  app.post(
    API_PATHS.staffSignOut,
    staffRoute({
      staff: 'signed-in',
      tags,
      description: 'Ends the session at once (its cookie no longer signs anyone in) and clears the cookie. Body: {}.',
      body: staffSignOutBody,
      answers: noContentAnswer,
    }),
    async (request, reply) => {
      await signOut(deps, sessionOf(request), clientAddress(request));
      return noContent(reply.header('set-cookie', clearedSessionCookie));
    },
  );

  app.get(
    API_PATHS.staffSession,
    staffRoute({
      staff: 'signed-in',
      tags,
      description: 'Who is signed in, what their role may do, and until when; 401 without a session.',
      answers: { 200: staffSessionAnswer },
    }),
    async (request) => {
      const session = sessionOf(request);
      return sessionAnswer(session.member, session);
    },
  );

  app.post(
    API_PATHS.staffInvitations,
    staffRoute({
      staff: 'staff.manage',
      staffCommand: true,
      tags,
      description: "Invites an email to the staff in a role: emails a one-time link (STAFF_SITE_URL/join/{token}), valid 24 hours; a newer invitation replaces the earlier. An owner's, or the staff command's (npm run staff -- invite, with the API's command token). 'staff-email-taken' when an active member has the email.",
      body: staffInviteBody,
      answers: { 201: staffInvitedAnswer },
      errors: ['staff-email-taken'],
    }),
    async (request, reply) => {
      const by = request.fromStaffCommand
        ? ({ kind: 'system', name: 'The staff command (npm run staff)' } as const)
        : actorOf(request);
      return created(reply, invite(deps, request.body, by));
    },
  );

  app.get(
    API_PATHS.staffInvitation,
    staffRoute({
      staff: 'anyone',
      tags,
      description: "The invitation's link: who it is for, and for owners and managers the TOTP secret to add to an authenticator app (as text, URI and QR code). 'staff-invitation-over' once used, replaced or run out.",
      params: staffInvitationParams,
      answers: { 200: staffInvitationAnswer },
      errors: ['staff-invitation-over'],
    }),
    async (request) => readInvitation(deps, request.params.token),
  );

  app.post(
    API_PATHS.staffInvitation,
    {
      ...staffRoute({
        staff: 'anyone',
        tags,
        description: "Accepts the invitation: a password of 12 to 256 characters not on a list of common ones and, for owners and managers, a first code from the app ('password-refused' otherwise). Makes the account and signs it in (the session's cookie).",
        params: staffInvitationParams,
        body: staffAcceptInvitationBody,
        answers: { 201: staffSessionAnswer },
        errors: ['staff-invitation-over', 'password-refused', 'staff-email-taken', 'rate-limited'],
      }),
      onRequest: app.limiters.staffSignIn,
    },
    async (request, reply) => {
      const { token, answer } = await acceptInvitation(deps, request.params.token, request.body, clientAddress(request), request.headers['user-agent']);
      withCookie(reply, token).status(201);
      return answer;
    },
  );
};
