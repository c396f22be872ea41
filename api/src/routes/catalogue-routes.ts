import {
  addonSchema,
  adultFoodItemSchema,
  afterHoursAddonSchema,
  afterHoursTermsAnswer,
  API_PATHS,
  openingHoursLines,
  foodItemsSchema,
  packageSchema,
  singleFoodAnswer,
  singleFoodBody,
  unavailableDatesSchema,
  venueSchema,
  z,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';

// Catalogue reads: packages, food, add-ons, the after-hours hire's terms, the days the centre is
// closed and the venue's details. The venue changes all of them from its console (decision 040):
// each is read from the database at every request and answered no-cache, so a page loaded after
// a change shows it, and no browser or proxy keeps an older one.

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.deps.repos;
  const read = (description: string, answer: z.ZodMiniType) => ({ tags, description, response: { 200: answer, ...errorAnswers() } });

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  });

  app.get(API_PATHS.packages, { schema: read('The party packages', z.array(packageSchema)) }, () => catalogue.packages());

  app.get(API_PATHS.foodItems, { schema: read("The kids' food and the adult food", foodItemsSchema) }, async () => {
    const [kidsFood, adultsFood] = await Promise.all([catalogue.kidsFood(), catalogue.adultFood()]);
    return { kidsFood, adultsFood };
  });

  app.get(API_PATHS.adultsFood, { schema: read('The adult food platters', z.array(adultFoodItemSchema)) }, () => catalogue.adultFood());

  app.get(API_PATHS.addons, { schema: read('The add-ons of a party', z.array(addonSchema)) }, () => catalogue.addons());

  app.get(API_PATHS.afterHoursAddons, { schema: read('The add-ons of after-hours bookings', z.array(afterHoursAddonSchema)) }, () =>
    catalogue.afterHoursAddons(),
  );

  app.get(
    API_PATHS.afterHoursTerms,
    { schema: read("When the centre can be hired (start times from opens, ends up to closes) and the hire's rates, as the venue sets them", afterHoursTermsAnswer) },
    async () => {
      const [window, rates] = await Promise.all([app.deps.repos.hours.afterHoursWindow(), catalogue.afterHoursRates()]);
      return { window, rates };
    },
  );

  app.post(
    API_PATHS.singleFoodDetail,
    {
      schema: {
        tags,
        description: "One kids' food item, for its maxChildComplementory",
        body: singleFoodBody,
        response: { 200: singleFoodAnswer, ...errorAnswers('food-not-found', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      const food = await catalogue.findKidsFood(request.body.foodId);
      if (!food) throw apiError('food-not-found', `No kids' food item '${request.body.foodId}'`);
      // `foodDetal` is the spec's own spelling, which the browser reads.
      return { foodDetal: food };
    },
  );

  app.get(
    API_PATHS.unavailableDates,
    { schema: read('The days (yyyy-MM-dd) from today on on which the whole centre is closed: no party or hire can be booked', unavailableDatesSchema) },
    async () => (await app.deps.venueSettings.get()).closedDays,
  );

  // The deployment's details (decision 023) with the opening hours as the venue sets them (decision 040).
  app.get(API_PATHS.venue, { schema: read("The venue's name, phone, email, address, opening hours and time zone", venueSchema) }, async () => ({
    ...app.apiConfig.venue,
    openingHours: openingHoursLines(await app.deps.repos.hours.weekly()),
  }));
};
