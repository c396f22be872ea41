import { LIMITS } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors';
import { catalogueIdSchema, errorResponses } from '../schemas/common';

// Catalogue reads: packages, food, add-ons, unavailable dates and the venue's details.

const listOf = (ref: string) => ({ type: 'array', items: { $ref: `${ref}#` } }) as const;

export async function catalogueRoutes(app: FastifyInstance) {
  const { catalogue } = app.repos;

  app.get('/api/packages', { schema: { tags: ['catalogue'], response: { 200: listOf('Package') } } }, () => catalogue.packages());

  app.get(
    '/api/food-items',
    {
      schema: {
        tags: ['catalogue'],
        response: { 200: { type: 'object', properties: { kidsFood: listOf('KidsFoodItem'), adultsFood: listOf('AdultFoodItem') } } },
      },
    },
    async () => {
      const [kidsFood, adultsFood] = await Promise.all([catalogue.kidsFood(), catalogue.adultFood()]);
      return { kidsFood, adultsFood };
    },
  );

  app.get('/api/adults-food', { schema: { tags: ['catalogue'], response: { 200: listOf('AdultFoodItem') } } }, () => catalogue.adultFood());

  app.get('/api/addons', { schema: { tags: ['catalogue'], response: { 200: listOf('Addon') } } }, () => catalogue.addons());

  app.get(
    '/api/afterhours-addons',
    { schema: { tags: ['catalogue'], description: 'Add-ons of after-hours bookings', response: { 200: listOf('AfterHoursAddon') } } },
    () => catalogue.afterHoursAddons(),
  );

  app.post<{ Body: { foodId: string | number } }>(
    '/api/single-food-detail',
    {
      schema: {
        tags: ['catalogue'],
        description: "One kids' food item, for its maxChildComplementory",
        body: { type: 'object', properties: { foodId: { ...catalogueIdSchema, maxLength: LIMITS.name } }, required: ['foodId'] },
        response: { 200: { type: 'object', properties: { foodDetal: { $ref: 'KidsFoodItem#' } } }, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const food = await catalogue.findKidsFood(request.body.foodId);
      if (!food) throw notFound(`No kids' food item '${request.body.foodId}'`);
      // `foodDetal` is the spec's own spelling, which the browser reads.
      return { foodDetal: food };
    },
  );

  app.get(
    '/api/unavailable-dates',
    {
      schema: {
        tags: ['catalogue'],
        description: 'Dates (yyyy-MM-dd) on which no party can be booked',
        response: { 200: { type: 'array', items: { type: 'string' } } },
      },
    },
    () => catalogue.unavailableDates(),
  );

  app.get(
    '/api/venue',
    {
      schema: {
        tags: ['catalogue'],
        response: {
          200: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              phone: { type: 'string' },
              email: { type: 'string' },
              address: { type: 'string' },
              openingHours: {
                type: 'array',
                items: { type: 'object', properties: { days: { type: 'string' }, hours: { type: 'string' } } },
              },
              timeZone: { type: 'string' },
            },
            required: ['name', 'phone', 'email', 'address', 'openingHours', 'timeZone'],
          },
        },
      },
    },
    async () => app.apiConfig.venue,
  );
}
