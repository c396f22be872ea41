import { AFTER_HOURS_TIMES } from '../after-hours/time-rules';
import { minutesOfDay } from '../dates';
import { clockTimeField, isoDateField, requiredText, versionField } from './fields';
import { staffMemberSchema, staffRoleSchema } from './staff-auth';
import { venueChangeDecisions } from './venue-changes';
import { described, z } from './zod';

// The venue's controls that are not its catalogue (decision 040): closed days and blocked times,
// the opening hours, and its staff. Owners and managers close and open; owners manage staff;
// every member sees and can end their own sessions. Every change is audited and seen by the public
// pages at once.

// ---- Closed days and blocks (/availability) ----

/**
 * POST /api/staff/closures: a whole day closed (no start or end: the whole centre, all day), or a
 * block of one room or the whole centre (no room) from start to end. The reason is for the staff;
 * the public pages only say the centre is closed then.
 */
export const closureInput = z
  .object({
    date: isoDateField('Give the day'),
    reason: requiredText('Give the reason, for the staff', 200),
    room: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(64))), null),
    start: z.optional(clockTimeField('Give the start, HH:mm')),
    end: z.optional(clockTimeField('Give the end, HH:mm')),
  })
  .check(
    z.refine((closure) => (closure.start === undefined) === (closure.end === undefined), { message: 'Give both a start and an end, or neither for the whole day', path: ['end'] }),
    z.refine((closure) => closure.start === undefined || closure.end === undefined || closure.start < closure.end, { message: 'The end must be after the start', path: ['end'] }),
    z.refine((closure) => closure.start !== undefined || closure.room === null, { message: 'A whole day closes the whole centre: leave the room out', path: ['room'] }),
  );

/**
 * POST /api/staff/closures: the closure and what becomes of each live booking it touches (decision
 * 059), as its preview (POST /api/staff/closures/preview, the closure alone) listed them.
 */
export const closureSaveBody = z.intersection(closureInput, z.object({ decisions: venueChangeDecisions }));

/** A live booking a closure falls on: one it kept, or whose customer it asked to move (decision 059). */
export const closedBookingSchema = z.object({
  kind: z.enum(['party', 'hire']),
  reference: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  what: z.string(),
  name: z.string(),
  mobile: z.string(),
});

export const closureSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** Null: the whole centre. */
  room: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Null (with end): the whole day. */
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  bookings: described(z.array(closedBookingSchema), 'The live bookings it falls on: kept by the staff, or waiting for their customer to move them (decision 059).'),
});

/** GET /api/staff/closures?from=&to=: the closures of a range of days. */
export const staffClosuresAnswer = z.object({ closures: z.array(closureSchema) });

/** GET /api/staff/closures?from=&to=: both days included (venue dates), at most 366 days. */
export const staffClosuresQuery = z.object({
  from: isoDateField('Send from, written yyyy-MM-dd'),
  to: isoDateField('Send to, written yyyy-MM-dd'),
});

/** An id of the controls in an address: a closure's, a coupon's, a staff member's, a session's. */
export const staffItemParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an id')) });

/** The body of a state-changing staff request that needs no fields (removing a closure, ending a session): {}. */
export const staffNoFieldsBody = z.object({});

// ---- Opening hours ----

const dayHoursInput = z
  .object({ opens: clockTimeField('Give the opening time'), closes: clockTimeField('Give the closing time') })
  .check(z.refine((day) => day.opens < day.closes, { message: 'Closing must be after opening', path: ['closes'] }));

const onQuarterHour = (time: string) => minutesOfDay(time) % AFTER_HOURS_TIMES.startStepMinutes === 0;

/**
 * The after-hours hire's window (decision 042): start times are offered from `opens` every 15
 * minutes and a hire lasts at least 2 hours up to `closes`, so both are on a quarter hour and at
 * least 2 hours apart (else no hire would fit).
 */
const afterHoursWindowInput = z
  .object({ opens: clockTimeField('Give the first start time'), closes: clockTimeField('Give the latest end time') })
  .check(
    z.refine((window) => onQuarterHour(window.opens), { message: 'Give a time on the quarter hour', path: ['opens'] }),
    z.refine((window) => onQuarterHour(window.closes), { message: 'Give a time on the quarter hour', path: ['closes'] }),
    z.refine((window) => minutesOfDay(window.closes) - minutesOfDay(window.opens) >= AFTER_HOURS_TIMES.minimumHours * 60, {
      message: `The latest end must be at least ${AFTER_HOURS_TIMES.minimumHours} hours after the first start`,
      path: ['closes'],
    }),
  );

/** GET and PUT /api/staff/hours: the week (null: closed that day), public holidays, and the after-hours hire's window. */
export const openingHoursInput = z.object({
  days: z.object({
    mon: z.nullable(dayHoursInput),
    tue: z.nullable(dayHoursInput),
    wed: z.nullable(dayHoursInput),
    thu: z.nullable(dayHoursInput),
    fri: z.nullable(dayHoursInput),
    sat: z.nullable(dayHoursInput),
    sun: z.nullable(dayHoursInput),
  }),
  publicHolidays: z.nullable(dayHoursInput),
  afterHours: described(afterHoursWindowInput, 'When the centre can be hired: start times from opens, ends up to closes.'),
});

export const staffHoursAnswer = z.object({ ...openingHoursInput.shape, version: z.number().check(z.int()) });

/**
 * PUT /api/staff/hours: the hours, the version they change (409 'changed-meanwhile' with the hours
 * as they now are), and what becomes of each live booking they would leave outside them (decision
 * 059), as the preview (POST /api/staff/hours/preview, the hours alone) listed them.
 */
export const staffHoursChangeBody = z.intersection(openingHoursInput, z.object({ version: versionField, decisions: venueChangeDecisions }));

// ---- Staff (/staff, owners) and one's own sessions ----

export const staffMemberRowSchema = z.object({
  ...staffMemberSchema.shape,
  active: z.boolean(),
  secondFactor: described(z.boolean(), 'Whether a TOTP app is set up.'),
  lastSignInAt: z.nullable(z.string()),
  createdAt: z.string(),
});

/** GET /api/staff/members: every member, and the invitations not yet used. */
export const staffMembersAnswer = z.object({
  members: z.array(staffMemberRowSchema),
  invitations: z.array(z.object({ email: z.string(), name: z.string(), role: staffRoleSchema, expiresAt: z.string() })),
});

/**
 * PUT /api/staff/members/{id}: a new role, or deactivated (its sessions end at once) or active
 * again. The last active owner can be neither demoted nor deactivated (409 'last-owner').
 */
export const staffMemberChangeBody = z.object({ role: z.optional(staffRoleSchema), active: z.optional(z.boolean()) });

export const staffMemberParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a staff member')) });

/**
 * POST /api/staff/members/{id}/second-factor/reset (body {}): the member's password and second
 * factor stop working and their sessions end at once; they are emailed a one-time link (24 hours,
 * as an invitation's: STAFF_SITE_URL/join/{token}) to choose a password and, for owners and
 * managers, add an authenticator app again.
 */
export const staffSecondFactorResetAnswer = z.object({ email: z.string(), expiresAt: z.string() });

/** GET /api/staff/sessions: the signed-in member's own sessions; POST .../{id}/end ends one. */
export const staffOwnSessionsAnswer = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      device: described(z.string(), 'The browser it was signed in from, as its User-Agent names it.'),
      current: z.boolean(),
    }),
  ),
});

export type ClosureInput = z.input<typeof closureInput>;
export type ClosureSave = z.input<typeof closureSaveBody>;
export type Closure = z.output<typeof closureSchema>;
export type OpeningHoursInput = z.input<typeof openingHoursInput>;
export type StaffHours = z.output<typeof staffHoursAnswer>;
export type StaffMemberRow = z.output<typeof staffMemberRowSchema>;
export type StaffMembers = z.output<typeof staffMembersAnswer>;
export type StaffOwnSessions = z.output<typeof staffOwnSessionsAnswer>;
export type StaffMemberChange = z.input<typeof staffMemberChangeBody>;
export type StaffHoursChange = z.input<typeof staffHoursChangeBody>;
