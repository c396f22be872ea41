import type { ContactMessagePayload } from '@party/domain';
import type { Queryable } from '../db/queryable';

/** A contact message as the contract reads it (trimmed). */
export type NewContactMessage = ContactMessagePayload;

export function createContactsRepository(db: Queryable) {
  return {
    /** Stores the message: its internal id, and the random one it is answered with (never a serial number). */
    async create(message: NewContactMessage, now: Date): Promise<{ id: number; publicId: string }> {
      const [row] = await db.query<{ id: number; public_id: string }>(
        `insert into contact_messages (name, email, phone, subject, message, created_at)
         values ($1, $2, $3, $4, $5, $6) returning id, public_id`,
        [message.name, message.email, message.phone, message.subject, message.message, now],
      );
      return { id: row.id, publicId: row.public_id };
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
