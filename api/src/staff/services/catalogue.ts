import {
  CATALOGUE_CHANGES,
  CATALOGUE_INPUTS,
  validationProblems,
  z,
  type afterHoursRatesChangeBody,
  type CatalogueKind,
  type Schema,
  type StaffCatalogue,
  type StaffCatalogueChange,
} from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { SQLSTATE, sqlState } from '../../db/sql-errors';
import { apiError } from '../../http-errors';
import { listPictures } from '../../plugins/images';
import { createCatalogueRepository } from '../../repositories/catalogue-repository';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { createStaffCatalogueRepository, type CatalogueInput } from '../repositories/catalogue-writes-repository';

// The catalogue as owners and managers change it (/catalogue, decision 040): create, change, hide
// and show every kind of item, and the after-hours rates. Each change names the version it read
// and is refused ('changed-meanwhile', with the item as it now is) when another came first, so two
// managers changing one package at once lose nothing. Every change is audited with the item
// before and after, and the public pages read the catalogue from the database at each request.

type CatalogueDeps = Pick<ServiceDeps, 'db' | 'now' | 'repos'>;

/** The request body as the schema reads it, or 'invalid-request' with every problem (as the contract's routes answer). */
function parsed<S extends Schema>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data as z.output<S>;
  const problems = validationProblems(schema, body);
  throw apiError('invalid-request', problems[0]?.message ?? 'The request is not valid', problems.map(({ path, message }) => (path ? `${path}: ${message}` : message)));
}

/** The whole catalogue as the staff see it: every item, hidden ones too, with its version; the rates; the pictures. */
export async function readStaffCatalogue(db: Queryable): Promise<StaffCatalogue> {
  const catalogue = createCatalogueRepository(db);
  const [packages, kidsFood, adultsFood, addons, rooms, timeSlots, afterHoursAddons, afterHoursRates, pictures] = await Promise.all([
    catalogue.packages('all'),
    catalogue.kidsFood('all'),
    catalogue.adultFood('all'),
    catalogue.addons('all'),
    catalogue.rooms('all'),
    catalogue.timeSlots('all'),
    catalogue.afterHoursAddons('all'),
    catalogue.afterHoursRates(),
    listPictures(),
  ]);
  return { packages, kidsFood, adultsFood, addons, rooms, timeSlots, afterHoursAddons, afterHoursRates, pictures };
}

/** The kind's list in the staff's catalogue. */
const LISTS: Record<CatalogueKind, keyof StaffCatalogue> = {
  packages: 'packages',
  'kids-food': 'kidsFood',
  'adult-food': 'adultsFood',
  addons: 'addons',
  rooms: 'rooms',
  'time-slots': 'timeSlots',
  'after-hours-addons': 'afterHoursAddons',
};

/** One item of the kind, hidden or not, as the staff see it. */
async function itemOf(db: Queryable, kind: CatalogueKind, id: string): Promise<{ id: string; version: number } | undefined> {
  const list = (await readStaffCatalogue(db))[LISTS[kind]] as Array<{ id: string; version: number }>;
  return list.find((item) => item.id === id);
}

/** What the audit log keeps of an item: its fields, without the version. */
const facts = (item: { version: number } | undefined) => {
  if (!item) return undefined;
  const { version: _version, ...rest } = item;
  return rest;
};

/** A picture must be one of the API's own. */
async function checkPicture(input: object): Promise<void> {
  if (!('picture' in input) || typeof input.picture !== 'string') return;
  const known = (await listPictures()).some((picture) => picture.path === input.picture);
  if (!known) throw apiError('unknown-item', `No picture '${input.picture}': choose one of the pictures`);
}

const timeTaken = (time: string) => apiError('catalogue-item-exists', `A start time at ${time} is in the catalogue already (it may be hidden: show it instead).`);

/** A change of a start time to one taken by another start time, refused by the database when both were made at once. */
function refuseTakenTime(error: unknown, input: object): never {
  if (sqlState(error) === SQLSTATE.uniqueViolation && 'time' in input) throw timeTaken(String(input.time));
  throw error;
}

/** POST /api/staff/catalogue/{kind}: a new item, last of its list (hidden when it says so), audited. */
export async function createItem(deps: CatalogueDeps, kind: CatalogueKind, body: unknown, by: StaffActor): Promise<StaffCatalogueChange> {
  const input = parsed(CATALOGUE_INPUTS[kind], body) as CatalogueInput<CatalogueKind>;
  await checkPicture(input);
  const now = deps.now();
  const id = await deps.db
    .transaction(async (tx) => {
      const staff = createStaffCatalogueRepository(tx);
      if ('time' in input && (await staff.timeSlotExists(input.time))) throw timeTaken(input.time);
      const made = await staff.create(kind, input);
      // Every id the name may take is taken: a script sending the same item again and again.
      if (made === undefined) throw apiError('catalogue-item-exists', `Too many items of this kind have this name already: give the new one a name of its own.`);
      await audit(tx, { actor: by, action: 'catalogue.create', target: { kind: 'catalogue', id: null, reference: `${kind}/${made}` }, after: facts(await itemOf(tx, kind, made)) }, now);
      return made;
    })
    .catch((error: unknown) => refuseTakenTime(error, input));
  return { id, catalogue: await readStaffCatalogue(deps.db) };
}

/**
 * PUT /api/staff/catalogue/{kind}/{id}: the item's fields as sent, if it is still at the version
 * sent ('changed-meanwhile' with the item as it now is otherwise); hiding and showing it too.
 */
export async function changeItem(deps: CatalogueDeps, kind: CatalogueKind, id: string, body: unknown, by: StaffActor): Promise<StaffCatalogueChange> {
  const { version, ...input } = parsed(CATALOGUE_CHANGES[kind], body) as CatalogueInput<CatalogueKind> & { version: number };
  await checkPicture(input);
  const now = deps.now();
  await deps.db
    .transaction(async (tx) => {
      const staff = createStaffCatalogueRepository(tx);
      const before = await itemOf(tx, kind, id);
      if (!before) throw apiError('item-not-found', `No ${kind} item has the id '${id}'`);
      if ('time' in input && (await staff.timeSlotExists(input.time, id))) throw timeTaken(input.time);
      const outcome = await staff.change(kind, id, version, input as CatalogueInput<CatalogueKind>);
      // Read again: the change that came first is committed, and this statement sees it.
      if (outcome !== 'changed') throw changedMeanwhile(await itemOf(tx, kind, id));
      const after = await itemOf(tx, kind, id);
      await audit(tx, { actor: by, action: 'catalogue.change', target: { kind: 'catalogue', id: null, reference: `${kind}/${id}` }, before: facts(before), after: facts(after) }, now);
    })
    .catch((error: unknown) => refuseTakenTime(error, input));
  return { id, catalogue: await readStaffCatalogue(deps.db) };
}

/** PUT /api/staff/catalogue/after-hours-rates: the rates as sent, if still at the version sent. */
export async function changeAfterHoursRates(deps: CatalogueDeps, body: z.output<typeof afterHoursRatesChangeBody>, by: StaffActor): Promise<StaffCatalogueChange> {
  const { version, ...rates } = body;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await createCatalogueRepository(tx).afterHoursRates();
    if (!(await createStaffCatalogueRepository(tx).changeAfterHoursRates(rates, version))) throw changedMeanwhile(await createCatalogueRepository(tx).afterHoursRates());
    const after = await createCatalogueRepository(tx).afterHoursRates();
    await audit(tx, { actor: by, action: 'catalogue.rates', target: { kind: 'catalogue', id: null, reference: 'after-hours-rates' }, before: facts(before), after: facts(after) }, now);
  });
  return { id: 'after-hours-rates', catalogue: await readStaffCatalogue(deps.db) };
}

/** Another change came first: the item as it now is goes back with the refusal, so nothing is lost. */
export function changedMeanwhile(current: unknown) {
  const error = apiError('changed-meanwhile', 'Someone else changed this meanwhile: here it is as it now is. Make your change again on it.');
  error.current = current;
  return error;
}
