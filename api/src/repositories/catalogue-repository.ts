import { toDollars, type Addon, type AdultFoodItem, type AfterHoursAddon, type KidsFoodItem, type Package } from '@party/domain';
import type { Queryable } from '../db/queryable';

// Reads of the catalogue: packages, rooms, time slots, food and add-ons, in the
// shapes of @party/domain (dollars, image URLs served by this API).

export const IMAGES_PREFIX = '/api/images/';
const imageUrl = (path: string) => `${IMAGES_PREFIX}${path}`;

export interface CatalogueRoom {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  maxCapacity: number;
}

export interface CatalogueTimeSlot {
  id: string;
  time: string;
}

interface PackageRow {
  id: string;
  name: string;
  description: string;
  price_package_cents: number;
  price_per_child_cents: number;
  min_children: number;
  inclusions: string[];
  complementory_menu: number;
  duration_minutes: number;
}

function toPackage(row: PackageRow): Package & { id: string } {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricePackage: toDollars(row.price_package_cents),
    pricePerChild: toDollars(row.price_per_child_cents),
    minChildren: row.min_children,
    inclusions: row.inclusions,
    complementoryMenu: row.complementory_menu,
    duration: row.duration_minutes / 60,
  };
}

const byId = <T extends { id: string }>(items: T[], id: string | number) => items.find((item) => item.id === String(id));

export function createCatalogueRepository(db: Queryable) {
  async function packages() {
    const rows = await db.query<PackageRow>('select * from packages order by sort_order, id');
    return rows.map(toPackage);
  }

  async function rooms(): Promise<CatalogueRoom[]> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; max_capacity: number }>(
      'select id, name, description, image_path, max_capacity from rooms order by sort_order, id',
    );
    return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, imageUrl: imageUrl(r.image_path), maxCapacity: r.max_capacity }));
  }

  async function timeSlots(): Promise<CatalogueTimeSlot[]> {
    return db.query<CatalogueTimeSlot>('select id, start_time as time from time_slots order by start_time');
  }

  async function kidsFood(): Promise<Array<KidsFoodItem & { id: string; maxChildComplementory: number }>> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; max_child_complementory: number }>(
      'select id, name, description, image_path, max_child_complementory from kids_food order by sort_order, id',
    );
    return rows.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      imageUrl: imageUrl(f.image_path),
      maxChildComplementory: f.max_child_complementory,
    }));
  }

  async function adultFood(): Promise<Array<AdultFoodItem & { id: string }>> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; price_cents: number }>(
      'select id, name, description, image_path, price_cents from adult_food order by sort_order, id',
    );
    return rows.map((f) => ({ id: f.id, name: f.name, description: f.description, imageUrl: imageUrl(f.image_path), price: toDollars(f.price_cents) }));
  }

  async function addons(): Promise<Array<Addon & { id: string }>> {
    const rows = await db.query<{ id: string; name: string; description: string; image_path: string; price_cents: number; price_type: string }>(
      'select id, name, description, image_path, price_cents, price_type from addons order by sort_order, id',
    );
    return rows.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      imageUrl: imageUrl(a.image_path),
      price: toDollars(a.price_cents),
      priceType: a.price_type,
    }));
  }

  async function afterHoursAddons(): Promise<Array<AfterHoursAddon & { id: string }>> {
    const rows = await db.query<{ id: string; name: string; description: string; price_cents: number; type: 'quantity' | 'selectable'; max_quantity: number }>(
      'select id, name, description, price_cents, type, max_quantity from afterhours_addons order by sort_order, id',
    );
    return rows.map((a) => ({ id: a.id, name: a.name, description: a.description, price: toDollars(a.price_cents), type: a.type, maxQuantity: a.max_quantity }));
  }

  return {
    packages,
    rooms,
    timeSlots,
    kidsFood,
    adultFood,
    addons,
    afterHoursAddons,
    findPackage: async (id: string | number) => byId(await packages(), id),
    findRoom: async (id: string | number) => byId(await rooms(), id),
    /** The room with this id (a closure may block any room). */
    findAnyRoom: async (id: string | number) => byId(await rooms(), id),
    findTimeSlot: async (id: string | number) => byId(await timeSlots(), id),
    findKidsFood: async (id: string | number) => byId(await kidsFood(), id),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
