import { toCents, type CatalogueKind, type CATALOGUE_INPUTS, type z } from '@party/domain';
import type { Queryable } from '../../db/queryable';

// The catalogue's writes from the staff console (decision 040): each kind's table and the columns
// its fields write. An item is made with an id of its own (a slug of its name, a start time's
// 'slot-HHMM'), never changed after; a change names the version it read and is refused when
// another change came first.

/** An input of the kind as its schema reads it. */
export type CatalogueInput<K extends CatalogueKind> = z.output<(typeof CATALOGUE_INPUTS)[K]>;

interface KindTable<K extends CatalogueKind> {
  table: string;
  /** Whether the table orders its items by sort_order (a new item goes last). */
  sorted: boolean;
  /** The id a new item is given (a number is added when it is taken). */
  slugOf(input: CatalogueInput<K>): string;
  /** The columns the input writes, with their values. */
  columns(input: CatalogueInput<K>): Record<string, unknown>;
}

/** 'Super Party!' -> 'super-party', 'Fête' -> 'fete'; '' when nothing of it is a letter or a digit. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

const named = (input: { name: string; description: string; hidden: boolean }) => ({ name: input.name, description: input.description, hidden: input.hidden });

const KIND_TABLES: { [K in CatalogueKind]: KindTable<K> } = {
  packages: {
    table: 'packages',
    sorted: true,
    slugOf: (input) => slugOf(input.name),
    columns: (input) => ({
      ...named(input),
      price_package_cents: toCents(input.pricePackage),
      price_per_child_cents: toCents(input.pricePerChild),
      min_children: input.minChildren,
      inclusions: input.inclusions,
      complementory_menu: input.complementoryMenu,
      duration_minutes: Math.round(input.duration * 60),
    }),
  },
  'kids-food': {
    table: 'kids_food',
    sorted: true,
    slugOf: (input) => slugOf(input.name),
    columns: (input) => ({ ...named(input), image_path: input.picture, max_child_complementory: input.maxChildComplementory }),
  },
  'adult-food': {
    table: 'adult_food',
    sorted: true,
    slugOf: (input) => slugOf(input.name),
    columns: (input) => ({ ...named(input), image_path: input.picture, price_cents: toCents(input.price) }),
  },
  addons: {
    table: 'addons',
    sorted: true,
    slugOf: (input) => slugOf(input.name),
    columns: (input) => ({ ...named(input), image_path: input.picture, price_cents: toCents(input.price), price_type: input.priceType }),
  },
  rooms: {
    table: 'rooms',
    sorted: true,
    slugOf: (input) => slugOf(input.name),
    columns: (input) => ({ ...named(input), image_path: input.picture, max_capacity: input.maxCapacity }),
  },
  'time-slots': {
    table: 'time_slots',
    sorted: false,
    slugOf: (input) => `slot-${input.time.replace(':', '')}`,
    columns: (input) => ({ start_time: input.time, hidden: input.hidden }),
  },
  'after-hours-addons': {
    table: 'afterhours_addons',
    sorted: true,
    slugOf: (input) => slugOf(input.name),
    columns: (input) => ({ ...named(input), price_cents: toCents(input.price), type: input.type, max_quantity: input.maxQuantity }),
  },
};

/** The singular of each kind, for an id made of nothing else ('package-2'). */
const SINGULAR: Record<CatalogueKind, string> = {
  packages: 'package',
  'kids-food': 'kids-food',
  'adult-food': 'adult-food',
  addons: 'addon',
  rooms: 'room',
  'time-slots': 'slot',
  'after-hours-addons': 'after-hours-addon',
};

/** The most ids tried for a new item ('name', 'name-2'... 'name-20'). */
const ID_TRIES = 20;

export function createStaffCatalogueRepository(db: Queryable) {
  return {
    /** Whether a start time is in the catalogue already (hidden or not). */
    async timeSlotExists(time: string, exceptId?: string): Promise<boolean> {
      const rows = await db.query('select 1 from time_slots where start_time = $1 and id is distinct from $2', [time, exceptId ?? null]);
      return rows.length > 0;
    },

    /** Adds the item, last of its list; answers its id, or undefined when every id it may take is taken. */
    async create<K extends CatalogueKind>(kind: K, input: CatalogueInput<K>): Promise<string | undefined> {
      const { table, sorted, slugOf: slug, columns } = KIND_TABLES[kind];
      const values = columns(input);
      const names = Object.keys(values);
      const params = Object.values(values);
      const base = slug(input) || SINGULAR[kind];
      const sortColumn = sorted ? ', sort_order' : '';
      const sortValue = sorted ? `, (select coalesce(max(sort_order), 0) + 1 from ${table})` : '';
      for (let tries = 1; tries <= ID_TRIES; tries += 1) {
        const id = tries === 1 && base !== SINGULAR[kind] ? base : `${base}-${tries}`;
        const rows = await db.query<{ id: string }>(
          `insert into ${table} (id, ${names.join(', ')}${sortColumn})
           values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}${sortValue})
           on conflict (id) do nothing returning id`,
          [id, ...params],
        );
        if (rows.length > 0) return rows[0].id;
      }
      return undefined;
    },

    /** Changes the item if it is still at `version`: 'changed', 'stale' (another change came first), or 'missing'. */
    async change<K extends CatalogueKind>(kind: K, id: string, version: number, input: CatalogueInput<K>): Promise<'changed' | 'stale' | 'missing'> {
      const { table, columns } = KIND_TABLES[kind];
      const values = columns(input);
      const assignments = Object.keys(values).map((column, i) => `${column} = $${i + 3}`);
      const rows = await db.query(
        `update ${table} set ${assignments.join(', ')}, version = version + 1 where id = $1 and version = $2 returning id`,
        [id, version, ...Object.values(values)],
      );
      if (rows.length > 0) return 'changed';
      const exists = await db.query(`select 1 from ${table} where id = $1`, [id]);
      return exists.length > 0 ? 'stale' : 'missing';
    },

    /** Changes the after-hours rates if they are still at `version`: false when another change came first. */
    async changeAfterHoursRates(
      rates: { basePrice: number; baseHours: number; halfHourPrice: number; guestFee: number; guestFeeAbove: number; depositPercent: number },
      version: number,
    ): Promise<boolean> {
      const rows = await db.query(
        `update afterhours_rates set base_price_cents = $2, base_minutes = $3, half_hour_price_cents = $4, guest_fee_cents = $5,
                guest_fee_above = $6, deposit_percent = $7, version = version + 1
          where version = $1 returning version`,
        [version, toCents(rates.basePrice), Math.round(rates.baseHours * 60), toCents(rates.halfHourPrice), toCents(rates.guestFee), rates.guestFeeAbove, rates.depositPercent],
      );
      return rows.length > 0;
    },
  };
}
