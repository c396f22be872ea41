import { firstValidationMessage, isClockTime, isIsoDate, numberOfKidsField } from '@party/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../http-errors';
import { errorResponses, isoDateSchema } from '../schemas/common';
import { roomsFor, shortestPackageMinutes, timeSlotsFor } from '../services/availability';

// Time slots and rooms for a date, computed from real bookings. Query values arrive as text, so
// numbers are declared as digit patterns and read here.

const hoursSchema = { type: 'string', pattern: '^\\d{1,2}(\\.\\d{1,2})?$', description: 'Hours, e.g. 2 or 2.5' } as const;

function realDate(date: string): string {
  if (!isIsoDate(date)) throw badRequest('Date must be a real date written yyyy-MM-dd');
  return date;
}

function minutesOf(hours: string): number {
  const minutes = Math.round(Number(hours) * 60);
  if (minutes <= 0 || minutes > 12 * 60) throw badRequest('Duration must be more than 0 and at most 12 hours');
  return minutes;
}

function noCache(reply: FastifyReply) {
  // Availability changes with every booking: browsers and proxies must ask again each time.
  reply.header('cache-control', 'no-cache, no-store, must-revalidate');
}

export async function availabilityRoutes(app: FastifyInstance) {
  const { apiConfig } = app;
  const { repos } = app.deps;
  const query = (date: string) => ({ date, now: apiConfig.now(), timeZone: apiConfig.venue.timeZone });

  app.get<{ Querystring: { date: string; duration?: string } }>(
    '/api/get-time-slots',
    {
      schema: {
        tags: ['availability'],
        description: 'The time slots of a date; none on a past or unavailable date. No-cache.',
        querystring: {
          type: 'object',
          properties: { date: isoDateSchema, duration: { ...hoursSchema, description: 'Party length in hours (default: the shortest package)' } },
          required: ['date'],
        },
        response: { 200: { type: 'array', items: { $ref: 'TimeSlot#' } }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const date = realDate(request.query.date);
      const minutes = request.query.duration ? minutesOf(request.query.duration) : await shortestPackageMinutes(repos);
      noCache(reply);
      return timeSlotsFor(repos, query(date), minutes);
    },
  );

  app.get<{ Querystring: { timeSlots: string; numberOfKids: string; date: string; duration: string } }>(
    '/api/roomss3',
    {
      schema: {
        tags: ['availability'],
        description:
          'Every room, each available only when it holds the kids and no active booking overlaps [time, time + duration). No-cache.',
        querystring: {
          type: 'object',
          properties: {
            timeSlots: { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'Start time HH:mm' },
            numberOfKids: { type: 'string', pattern: '^\\d{1,3}$' },
            date: isoDateSchema,
            duration: hoursSchema,
          },
          required: ['timeSlots', 'numberOfKids', 'date', 'duration'],
        },
        response: { 200: { type: 'array', items: { $ref: 'Room#' } }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { timeSlots: time, numberOfKids, duration } = request.query;
      const date = realDate(request.query.date);
      if (!isClockTime(time)) throw badRequest('Time must be written HH:mm (24-hour)');
      const kids = Number(numberOfKids);
      const kidsProblem = firstValidationMessage(numberOfKidsField, kids);
      if (kidsProblem) throw badRequest(kidsProblem);
      const minutes = minutesOf(duration);
      noCache(reply);
      return roomsFor(repos, query(date), time, kids, minutes);
    },
  );

  app.get<{ Querystring: { date?: string } }>(
    '/api/availability',
    {
      schema: {
        tags: ['availability'],
        description: 'Unavailable dates, and for a given date its time slots (for the shortest package). No-cache.',
        querystring: { type: 'object', properties: { date: isoDateSchema } },
        response: {
          200: {
            type: 'object',
            properties: {
              unavailableDates: { type: 'array', items: { type: 'string' } },
              date: { type: ['string', 'null'] },
              timeSlots: { type: 'array', items: { $ref: 'TimeSlot#' } },
            },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const date = request.query.date === undefined ? null : realDate(request.query.date);
      const unavailableDates = await repos.catalogue.unavailableDates();
      const timeSlots = date === null ? [] : await timeSlotsFor(repos, query(date), await shortestPackageMinutes(repos));
      noCache(reply);
      return { unavailableDates, date, timeSlots };
    },
  );
}
