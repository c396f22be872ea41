import { API_PATHS, attendanceFormBody, staffBookingParams, staffCheckInBody, staffDayParams, staffDoorAnswer, staffDoorPartySchema } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, sessionOf } from '../sign-in/access';
import { doorDay, setCheckIn, takeWalkIn } from '../services/door';
import { staffRoute } from './staff-route';
import { created } from '../../routes/route-answers';

// The door (decisions 061 and 063): every role that reads the run sheet reads the door's lists
// (forms.read; the contacts only with bookings.contacts); the front desk checks children in.

const tags = ['staff: the door'];
/** What both changes to a party's door list declare. */
const checkInRoute = { staff: 'door.check-in' as const, tags, params: staffBookingParams };
const changeRefusals = ['booking-not-found', 'booking-canceled', 'door-closed'] as const;

export const staffDoorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffDoor,
    staffRoute({
      staff: 'forms.read',
      tags,
      description: "Each live party of a venue date (not hires) by start time then room, with its door list: each child's name, age, allergies and medical notes, family, whose child, form filled or not and check-in; the counts booked, expected and checked in. The families' contacts from their forms only for a role with bookings.contacts.",
      params: staffDayParams,
      answers: { 200: staffDoorAnswer },
    }),
    async (request) => doorDay(deps, request.params.date, sessionOf(request).member.role),
  );

  app.put(
    API_PATHS.staffBookingCheckIns,
    staffRoute({
      ...checkInRoute,
      description: "Checks a child on the party's door list in (checkedIn: true: once, however many times it is sent) or undoes it (false); answers the party's door. 'child-not-on-list' for a child not on it, 'booking-canceled' for a canceled party, 'door-closed' once its bill is closed.",
      body: staffCheckInBody,
      answers: { 200: staffDoorPartySchema },
      errors: [...changeRefusals, 'child-not-on-list'],
    }),
    async (request) => setCheckIn(deps, request.params.reference, request.body, actorOf(request), sessionOf(request).member.role),
  );

  app.post(
    API_PATHS.staffBookingWalkIns,
    staffRoute({
      ...checkInRoute,
      description: "A child not on the list: the attendance form filled on the door's tablet, kept as a walk-in form with the conditions of entry as shown and the time, its children checked in at once. The same form sent again adds nothing. Answers the party's door.",
      body: attendanceFormBody,
      answers: { 201: staffDoorPartySchema },
      errors: [...changeRefusals],
    }),
    async (request, reply) => created(reply, takeWalkIn(deps, request.params.reference, request.body, actorOf(request), sessionOf(request).member.role)),
  );
};
