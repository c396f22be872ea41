import { STAFF_ACTIONS, STAFF_ROLES } from '../staff/roles';
import { STAFF_MESSAGES } from '../staff/staff-messages';
import { emailField, optionalText, requiredText } from './fields';
import { described, z } from './zod';

// The staff console's sign-in (decision 032): an owner's invitation, a password set once from its
// one-time link (and a TOTP second factor for owners and managers), sign-in, the session and
// sign-out. Every staff request is checked by role in the API: a missing or ended session answers
// 401, a role without the route's action 403.

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffActionSchema = z.enum(Object.keys(STAFF_ACTIONS) as [keyof typeof STAFF_ACTIONS, ...Array<keyof typeof STAFF_ACTIONS>]);

/** The longest password taken (argon2 hashes any length; this keeps a request sane). */
export const STAFF_PASSWORD_MAX = 256;

const emailText = requiredText(STAFF_MESSAGES.emailRequired, 254);
/** A TOTP code as typed: 6 digits, spaces allowed ('123 456'). */
const totpCode = z.optional(z.string().check(z.trim(), z.maxLength(16, 'The code has 6 digits')));

/**
 * POST /api/staff/sign-in: Email, Password and, for owners and managers, Code; and the sign-in
 * link's token when the member came by the link emailed to an account past its limit (decision
 * 057). A token that names no good link is taken as none: the sign-in is then limited as any other.
 */
export const staffSignInBody = z.object({
  email: emailText,
  password: z.string({ error: STAFF_MESSAGES.passwordRequired }).check(z.minLength(1, STAFF_MESSAGES.passwordRequired), z.maxLength(STAFF_PASSWORD_MAX)),
  code: totpCode,
  link: z.optional(z.string().check(z.maxLength(128))),
});

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});

/** GET /api/staff/session and the sign-in's answer: who is signed in, what they may do, until when. */
export const staffSessionAnswer = z.object({
  staff: staffMemberSchema,
  actions: described(z.array(staffActionSchema), "What the role may do (the role-by-action table's row): the pages show only these."),
  expiresAt: described(z.string(), 'ISO 8601: when the session ends in any case (12 hours after sign-in).'),
  idleExpiresAt: described(z.string(), 'ISO 8601: when it ends unless used before (3 hours after its last request).'),
});

/** The one-time link's token in an address (at least 128 bits, base64url). */
export const staffInvitationParams = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** GET /api/staff/invitations/{token}: who the invitation is for, and the second factor to set up. */
export const staffInvitationAnswer = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** For owners and managers: the TOTP secret to add to an authenticator app, as text and as a QR code. */
  totp: z.nullable(
    z.object({
      secret: described(z.string(), 'The TOTP secret, base32 (RFC 4648), for typing into an authenticator app.'),
      otpauthUri: described(z.string(), 'The otpauth:// URI the QR code holds.'),
      qrSvg: described(z.string(), 'The QR code of otpauthUri, as an SVG image.'),
    }),
  ),
  expiresAt: z.string(),
});

/**
 * POST /api/staff/invitations/{token}: the password chosen (and a first TOTP code): the account is
 * made and signed in; answers 201 with the session (staffSessionAnswer) and the session cookie.
 */
export const staffAcceptInvitationBody = z.object({
  password: z.string({ error: STAFF_MESSAGES.passwordRequired }).check(z.maxLength(STAFF_PASSWORD_MAX, STAFF_MESSAGES.passwordTooLong)),
  code: totpCode,
});

/** POST /api/staff/invitations (an owner, or `npm run staff -- invite`): emails a one-time link, valid 24 hours. */
export const staffInviteBody = z.object({
  // An address the link can reach (the sign-in's Email is only required: it says nothing of who is staff).
  email: emailField(STAFF_MESSAGES.emailRequired, STAFF_MESSAGES.emailInvalid),
  name: optionalText(120),
  role: staffRoleSchema,
});

export const staffInvitedAnswer = z.object({ email: z.string(), role: staffRoleSchema, expiresAt: z.string() });

/**
 * POST /api/staff/sign-out: `{}`. Every state-changing staff request carries a JSON body and the
 * staff site's Origin (no simple form post can ride a session); sign-out answers 204 and clears
 * the cookie.
 */
export const staffSignOutBody = z.object({});


export type StaffSignIn = z.input<typeof staffSignInBody>;
export type StaffMember = z.output<typeof staffMemberSchema>;
export type StaffSession = z.output<typeof staffSessionAnswer>;
export type StaffInvitation = z.output<typeof staffInvitationAnswer>;
export type StaffAcceptInvitation = z.input<typeof staffAcceptInvitationBody>;
export type StaffInvite = z.input<typeof staffInviteBody>;
