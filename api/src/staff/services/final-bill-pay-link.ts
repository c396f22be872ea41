import { FINAL_BILL_MESSAGES, toDollars, type StaffPayLinkSent } from '@party/domain';
import { emailContext } from '../../email/outbox-message';
import { queueBalanceDue } from '../../email/queue';
import { apiError } from '../../http-errors';
import { auditTargetOf } from '../../repositories/booking-kinds';
import { createPaymentsRepository } from '../../repositories/payments-repository';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { bookingOfReference } from '../../services/booking-lookup';

// Email the pay link (decision 064): the balance a closed bill (or anything else) leaves, asked of
// the parent with the link to the pay-now page they already have. Its request id names it: a double
// tap or a retry emails once. Nothing due, nothing sent.

/** POST .../pay-link: the balance's pay link emailed to the customer; audited. */
export async function emailPayLink(deps: Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'siteUrl' | 'staffSiteUrl'>, reference: string, requestId: string, by: StaffActor): Promise<StaffPayLinkSent> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ref = await bookingOfReference(tx, reference);
    // Under the booking's lock: a payment arriving meanwhile is counted before the email says what is due.
    await createPaymentsRepository(tx).lock(ref);
    const sent = await queueBalanceDue(tx, emailContext(deps), ref, requestId);
    if (!sent) throw apiError('nothing-due', FINAL_BILL_MESSAGES.nothingDue(reference));
    if (sent.queued) await audit(tx, { actor: by, action: 'booking.pay-link', target: auditTargetOf(ref), after: { due: toDollars(sent.dueCents) } }, now);
    return { reference, emailedTo: sent.to, due: toDollars(sent.dueCents), alreadySent: !sent.queued };
  });
}
