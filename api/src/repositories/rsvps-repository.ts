import type { Queryable } from '../db/queryable';

export interface RsvpGuest {
  name: string;
  email: string;
  phone: string;
  kidsNames: string;
  allergies: string;
}

export interface StoredRsvpGuest extends RsvpGuest {
  /** The RSVP's random public id (the one its POST answered), never its serial number. */
  rsvpId: string;
  /** ISO 8601, UTC. */
  respondedAt: string;
}

export function createRsvpsRepository(db: Queryable) {
  return {
    /** Stores one RSVP (a form sent from the invitation page) with its guests, in one statement: its internal id and its public one. */
    async create(bookingId: number, guests: readonly RsvpGuest[], now: Date): Promise<{ id: number; publicId: string }> {
      const [rsvp] = await db.query<{ id: number; public_id: string }>(
        `with rsvp as (insert into rsvps (booking_id, created_at) values ($1, $2) returning id, public_id),
              guests as (
                insert into rsvp_guests (rsvp_id, name, email, phone, kids_names, allergies)
                select rsvp.id, g.name, g.email, g."phone", g."kidsNames", g.allergies
                  from rsvp, jsonb_to_recordset($3::jsonb) as g(name text, email text, phone text, "kidsNames" text, allergies text))
         select id, public_id from rsvp`,
        [bookingId, now, JSON.stringify(guests)],
      );
      return { id: rsvp.id, publicId: rsvp.public_id };
    },

    async listForBooking(bookingId: number): Promise<StoredRsvpGuest[]> {
      const rows = await db.query<Omit<StoredRsvpGuest, 'respondedAt'> & { respondedAt: Date }>(
        `select r.public_id as "rsvpId", r.created_at as "respondedAt", g.name, g.email, g.phone,
                g.kids_names as "kidsNames", g.allergies
           from rsvps r join rsvp_guests g on g.rsvp_id = r.id
          where r.booking_id = $1 order by r.id, g.id`,
        [bookingId],
      );
      return rows.map((row) => ({ ...row, respondedAt: new Date(row.respondedAt).toISOString() }));
    },
  };
}

export type RsvpsRepository = ReturnType<typeof createRsvpsRepository>;
