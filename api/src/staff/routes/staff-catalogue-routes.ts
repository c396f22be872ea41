import {
  afterHoursRatesChangeBody,
  API_PATHS,
  CATALOGUE_KINDS,
  staffCatalogueAnswer,
  staffCatalogueChangeAnswer,
  staffCatalogueItemParams,
  staffCatalogueKindParams,
  z,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../sign-in/access';
import { changeAfterHoursRates, changeItem, createItem, readStaffCatalogue } from '../services/catalogue';
import { staffRoute } from './staff-route';
import { created } from '../../routes/route-answers';

// The catalogue (/catalogue, decision 040): owners and managers.

const tags = ['staff: catalogue'];
/** What every catalogue route declares. */
const catalogueRoute = { staff: 'catalogue.manage' as const, tags };

/**
 * A catalogue item's body: read by its kind's schema in the service (CATALOGUE_INPUTS, and
 * CATALOGUE_CHANGES with the version), since one route serves every kind. Here only an object.
 */
const itemBody = z.looseObject({});
const KINDS = CATALOGUE_KINDS.join(', ');

export const staffCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffCatalogue,
    staffRoute({
      ...catalogueRoute,
      description: 'Every item of the catalogue, hidden ones too, each with its version; the after-hours rates; the pictures an item may show.',
      answers: { 200: staffCatalogueAnswer },
    }),
    async () => readStaffCatalogue(deps.db),
  );

  app.post(
    API_PATHS.staffCatalogueKind,
    staffRoute({
      ...catalogueRoute,
      description: `Adds an item of the kind (${KINDS}), last of its list, with the fields of CATALOGUE_INPUTS[kind] (the spec's limits; a picture of the API's own). Answers its id and the whole catalogue. 'catalogue-item-exists' for a start time already there, or a name too many items of the kind have already.`,
      params: staffCatalogueKindParams,
      body: itemBody,
      answers: { 201: staffCatalogueChangeAnswer },
      errors: ['unknown-item', 'catalogue-item-exists'],
    }),
    async (request, reply) => created(reply, createItem(deps, request.params.kind, request.body, actorOf(request))),
  );

  app.put(
    API_PATHS.staffAfterHoursRates,
    staffRoute({
      ...catalogueRoute,
      description: "Changes the after-hours rates, if still at the version sent ('changed-meanwhile', with the rates as they now are, otherwise). New hires are priced with them at once; a hire already made keeps the rates it was sold at.",
      body: afterHoursRatesChangeBody,
      answers: { 200: staffCatalogueChangeAnswer },
      errors: ['changed-meanwhile'],
    }),
    async (request) => changeAfterHoursRates(deps, request.body, actorOf(request)),
  );

  app.put(
    API_PATHS.staffCatalogueItem,
    staffRoute({
      ...catalogueRoute,
      description: "Changes an item (hides or shows it too) with the fields of CATALOGUE_INPUTS[kind] and the version read, if it is still at that version ('changed-meanwhile', with the item as it now is, otherwise). A hidden item leaves the public pages and new bookings and stays on the bookings that have it; a booking keeps the prices it was sold at.",
      params: staffCatalogueItemParams,
      body: itemBody,
      answers: { 200: staffCatalogueChangeAnswer },
      errors: ['item-not-found', 'unknown-item', 'catalogue-item-exists', 'changed-meanwhile'],
    }),
    async (request) => changeItem(deps, request.params.kind, request.params.id, request.body, actorOf(request)),
  );
};
