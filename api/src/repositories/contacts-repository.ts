import type { ContactMessagePayload } from '@party/domain';
import type { Queryable } from '../db/queryable';

/** A contact message as the contract reads it (trimmed). */
export type NewContactMessage = ContactMessagePayload;

export function createContactsRepository(db: Queryable) {
  return {
    async create(message: NewContactMessage, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into contact_messages (name, email, phone, subject, message, created_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [message.name, message.email, message.phone, message.subject, message.message, now],
      );
      return row.id;
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
