import {
  afterHoursAvailabilityAnswer,
  afterHoursAvailabilityQuery,
  API_PATHS,
  availabilityAnswer,
  availabilityQuery,
  fullPartyDatesAnswer,
  roomsAnswer,
  roomsQuery,
  timeSlotsAnswer,
  timeSlotsQuery,
} from '@party/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../http-errors';
import { roomsFor, takenTimesFor, timeSlotsFor, type AvailabilityQuery, type VenueSettings } from '../services/availability';

// Time slots and rooms for a date, computed from real bookings. The contract reads the query's text
// (a date that exists, a length in hours as minutes, the number of kids).

function noCache(reply: FastifyReply) {
  // Availability changes with every booking: browsers and proxies must ask again each time.
  reply.header('cache-control', 'no-cache, no-store, must-revalidate');
}

const tags = ['availability'];

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiConfig } = app;
  const { repos, venueSettings } = app.deps;
  const queryOf = (date: string, venue: VenueSettings): AvailabilityQuery => ({ date, now: apiConfig.now(), timeZone: apiConfig.venue.timeZone, venue });
  const query = async (date: string) => queryOf(date, await venueSettings.get());

  app.get(
    API_PATHS.timeSlots,
    {
      schema: {
        tags,
        description: 'The time slots of a date, for a party of the given length in hours (the shortest package when left out); none on a past or closed date; a slot is unavailable once no room is free (booked or blocked). No-cache.',
        querystring: timeSlotsQuery,
        response: { 200: timeSlotsAnswer, ...errorAnswers() },
      },
    },
    async (request, reply) => {
      const asked = await query(request.query.date);
      noCache(reply);
      return timeSlotsFor(repos, asked, request.query.duration ?? asked.venue.shortestPackageMinutes);
    },
  );

  app.get(
    API_PATHS.fullPartyDates,
    {
      schema: {
        tags,
        description: 'The dates from today to the booking horizon on which no party can start any more: every time slot taken (or, today, passed). No-cache.',
        response: { 200: fullPartyDatesAnswer, ...errorAnswers() },
      },
    },
    async (_request, reply) => {
      noCache(reply);
      return app.deps.fullPartyDates.get();
    },
  );

  app.get(
    API_PATHS.rooms,
    {
      schema: {
        tags,
        description:
          'Every room, each available only when it holds the kids and no active booking overlaps [timeSlots, timeSlots + duration hours). No-cache.',
        querystring: roomsQuery,
        response: { 200: roomsAnswer, ...errorAnswers() },
      },
    },
    async (request, reply) => {
      const { timeSlots: time, numberOfKids, date, duration } = request.query;
      noCache(reply);
      return roomsFor(repos, await query(date), time, numberOfKids, duration);
    },
  );

  app.get(
    API_PATHS.availability,
    {
      schema: {
        tags,
        description: 'Unavailable dates, and for a given date its time slots (for the shortest package). No-cache.',
        querystring: availabilityQuery,
        response: { 200: availabilityAnswer, ...errorAnswers() },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? null;
      const venue = await venueSettings.get();
      const timeSlots = date === null ? [] : await timeSlotsFor(repos, queryOf(date, venue), venue.shortestPackageMinutes);
      noCache(reply);
      return { unavailableDates: venue.closedDays, date, timeSlots };
    },
  );

  app.get(
    API_PATHS.afterHoursAvailability,
    {
      schema: {
        tags: ['availability', 'after-hours'],
        description:
          'When the centre is taken on each day from `from` to `to` (at most 400 days), venue time: active hires and parties, unpaid ones while their hold lasts; `except` names the after-hours booking being changed, whose own time is not counted. No-cache.',
        querystring: afterHoursAvailabilityQuery,
        response: { 200: afterHoursAvailabilityAnswer, ...errorAnswers() },
      },
    },
    async (request, reply) => {
      const { from, to, except } = request.query;
      noCache(reply);
      return takenTimesFor(repos, { from, to, except, now: apiConfig.now() });
    },
  );
};
