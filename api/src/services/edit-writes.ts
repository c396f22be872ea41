import type { Queryable } from '../db/queryable';
import type { EditComparison } from '../email/booking-view';
import { emailContext } from '../email/outbox-message';
import { queueEditEmails, type BookingBeforeEdit } from '../email/queue';
import { auditTargetOf } from '../repositories/booking-kinds';
import { audit } from '../audit/audit';
import type { ServiceDeps } from './service-deps';

// What the transaction of a customer's edit writes beside the booking, party or hire alike: the
// emails it causes (what changed, a refund due) and its audit entry, with the booking's values
// before and after as the change list compared them.

/** The booking as the audit log records it: its status and money, and each fact and item the change list compares. */
function valuesOf({ comparable, status, finalCents, owedBackCents }: EditComparison) {
  return {
    status,
    finalCents,
    owedBackCents,
    ...Object.fromEntries([...comparable.event, ...comparable.terms].map((fact) => [fact.label, fact.value])),
    items: comparable.items.map((item) => (item.quantity === undefined ? item.name : `${item.name} × ${item.quantity}`)),
  };
}

/** The edit's emails and audit entry, to run in its transaction once it is saved. */
export function editWrites(deps: Pick<ServiceDeps, 'venue' | 'siteUrl' | 'staffSiteUrl' | 'now'>, edited: BookingBeforeEdit, customer: string) {
  return async (tx: Queryable): Promise<void> => {
    const { before, after, changes } = await queueEditEmails(tx, emailContext(deps), edited, edited.before.version + 1);
    const ref = 'bookingId' in edited ? { bookingId: edited.bookingId } : { afterHoursBookingId: edited.afterHoursBookingId };
    await audit(tx, { actor: { kind: 'customer', name: customer }, action: 'booking.edit', target: auditTargetOf(ref), before: valuesOf(before), after: { ...valuesOf(after), changes } }, deps.now());
  };
}
