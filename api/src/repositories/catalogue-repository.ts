import { CATALOGUE_IMAGES_PREFIX, toDollars, type AfterHoursRates, type Package } from '@party/domain';
import type { Queryable } from '../db/queryable';

// The catalogue: packages, rooms, time slots, food, add-ons and the after-hours rates, in the
// shapes of @party/domain (dollars, image URLs served by this API). Every item may be hidden by
// the venue (decision 040): the public reads leave it out, so new bookings cannot choose it, while
// the bookings that have it keep it (`scope: 'all'` reads them too). Every item carries the version
// its staff changes are checked against.

export const IMAGES_PREFIX = CATALOGUE_IMAGES_PREFIX;
export const imageUrl = (path: string) => `${IMAGES_PREFIX}${path}`;

/** Which items a read answers: those the public pages offer, or every item, hidden ones included. */
export type CatalogueScope = 'public' | 'all';

/** What every item carries beside its fields. */
interface Kept {
  hidden: boolean;
  version: number;
}

export type CataloguePackage = Package & { id: string } & Kept;

export interface CatalogueRoom extends Kept {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  maxCapacity: number;
}

export interface CatalogueTimeSlot extends Kept {
  id: string;
  time: string;
}

export interface CatalogueKidsFood extends Kept {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  maxChildComplementory: number;
}

export interface CatalogueAdultFood extends Kept {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  price: number;
}

export interface CatalogueAddon extends CatalogueAdultFood {
  priceType: string;
}

export interface CatalogueAfterHoursAddon extends Kept {
  id: string;
  name: string;
  description: string;
  price: number;
  type: 'quantity' | 'selectable';
  maxQuantity: number;
}

const visible = (scope: CatalogueScope) => (scope === 'public' ? 'where not hidden' : '');

const byId = <T extends { id: string }>(items: T[], id: string | number) => items.find((item) => item.id === String(id));

/** The after-hours rates as the domain prices with them, and their version. */
export type StoredAfterHoursRates = AfterHoursRates & { version: number };

export function createCatalogueRepository(db: Queryable) {
  async function packages(scope: CatalogueScope = 'public'): Promise<CataloguePackage[]> {
    const rows = await db.query<{
      id: string; name: string; description: string; price_package_cents: number; price_per_child_cents: number; min_children: number;
      inclusions: string[]; complementory_menu: number; duration_minutes: number; hidden: boolean; version: number;
    }>(`select * from packages ${visible(scope)} order by sort_order, id`);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      pricePackage: toDollars(row.price_package_cents),
      pricePerChild: toDollars(row.price_per_child_cents),
      minChildren: row.min_children,
      inclusions: row.inclusions,
      complementoryMenu: row.complementory_menu,
      duration: row.duration_minutes / 60,
      hidden: row.hidden,
      version: row.version,
    }));
  }

  async function rooms(scope: CatalogueScope = 'public'): Promise<CatalogueRoom[]> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; max_capacity: number; hidden: boolean; version: number }>(
      `select id, name, description, image_path, max_capacity, hidden, version from rooms ${visible(scope)} order by sort_order, id`,
    );
    return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, imageUrl: imageUrl(r.image_path), maxCapacity: r.max_capacity, hidden: r.hidden, version: r.version }));
  }

  async function timeSlots(scope: CatalogueScope = 'public'): Promise<CatalogueTimeSlot[]> {
    return db.query<CatalogueTimeSlot>(`select id, start_time as time, hidden, version from time_slots ${visible(scope)} order by start_time`);
  }

  async function kidsFood(scope: CatalogueScope = 'public'): Promise<CatalogueKidsFood[]> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; max_child_complementory: number; hidden: boolean; version: number }>(
      `select id, name, description, image_path, max_child_complementory, hidden, version from kids_food ${visible(scope)} order by sort_order, id`,
    );
    return rows.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      imageUrl: imageUrl(f.image_path),
      maxChildComplementory: f.max_child_complementory,
      hidden: f.hidden,
      version: f.version,
    }));
  }

  async function adultFood(scope: CatalogueScope = 'public'): Promise<CatalogueAdultFood[]> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; price_cents: number; hidden: boolean; version: number }>(
      `select id, name, description, image_path, price_cents, hidden, version from adult_food ${visible(scope)} order by sort_order, id`,
    );
    return rows.map((f) => ({ id: f.id, name: f.name, description: f.description, imageUrl: imageUrl(f.image_path), price: toDollars(f.price_cents), hidden: f.hidden, version: f.version }));
  }

  async function addons(scope: CatalogueScope = 'public'): Promise<CatalogueAddon[]> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; price_cents: number; price_type: string; hidden: boolean; version: number }>(
      `select id, name, description, image_path, price_cents, price_type, hidden, version from addons ${visible(scope)} order by sort_order, id`,
    );
    return rows.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      imageUrl: imageUrl(a.image_path),
      price: toDollars(a.price_cents),
      priceType: a.price_type,
      hidden: a.hidden,
      version: a.version,
    }));
  }

  async function afterHoursAddons(scope: CatalogueScope = 'public'): Promise<CatalogueAfterHoursAddon[]> {
    const rows = await db.query<{ id: string; name: string; description: string; price_cents: number; type: 'quantity' | 'selectable'; max_quantity: number; hidden: boolean; version: number }>(
      `select id, name, description, price_cents, type, max_quantity, hidden, version from afterhours_addons ${visible(scope)} order by sort_order, id`,
    );
    return rows.map((a) => ({ id: a.id, name: a.name, description: a.description, price: toDollars(a.price_cents), type: a.type, maxQuantity: a.max_quantity, hidden: a.hidden, version: a.version }));
  }

  /** The after-hours hire's rates of today (migration 016: one row). */
  async function afterHoursRates(): Promise<StoredAfterHoursRates> {
    const [row] = await db.query<{
      base_price_cents: number; base_minutes: number; half_hour_price_cents: number; guest_fee_cents: number; guest_fee_above: number; deposit_percent: number; version: number;
    }>('select * from afterhours_rates');
    if (!row) throw new Error('The after-hours rates are missing: the database was not seeded');
    return {
      basePrice: toDollars(row.base_price_cents),
      baseHours: row.base_minutes / 60,
      halfHourPrice: toDollars(row.half_hour_price_cents),
      guestFee: toDollars(row.guest_fee_cents),
      guestFeeAbove: row.guest_fee_above,
      depositPercent: row.deposit_percent,
      version: row.version,
    };
  }

  return {
    packages,
    rooms,
    timeSlots,
    kidsFood,
    adultFood,
    addons,
    afterHoursAddons,
    afterHoursRates,
    /** A package new bookings may choose (not hidden). */
    findPackage: async (id: string | number) => byId(await packages(), id),
    /** The package with this id, hidden or not: a booking that has it keeps it. */
    findAnyPackage: async (id: string | number) => byId(await packages('all'), id),
    findRoom: async (id: string | number) => byId(await rooms(), id),
    /** The room with this id, hidden or not (a closure may block any room). */
    findAnyRoom: async (id: string | number) => byId(await rooms('all'), id),
    findTimeSlot: async (id: string | number) => byId(await timeSlots(), id),
    findKidsFood: async (id: string | number) => byId(await kidsFood(), id),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
