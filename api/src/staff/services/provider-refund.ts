import { refundFailureWords, toCents, toDollars, type StaffProviderRefund, type StaffProviderRefundSent } from '@party/domain';
import { aud } from '../../email/booking-view';
import { apiError } from '../../http-errors';
import { PROVIDER_NAMES } from '../../payments/provider';
import { refundThroughProvider } from '../../services/provider-refunds';
import type { ServiceDeps } from '../../services/service-deps';
import type { StaffActor } from '../../audit/audit';
import { bookingOfReference } from '../../services/booking-lookup';

// Refund from the console (decision 053): a manager or owner sends money back through the payment
// provider. Its request id names it: sent again (a double tap, a retry after a lost answer), it
// answers what was sent. A provider that did not take it is told as 502, the refund shown failed
// and its money still owed back; a new request id sends it again.

export async function sendRefund(deps: ServiceDeps, reference: string, body: StaffProviderRefund, by: StaffActor): Promise<StaffProviderRefundSent> {
  const ref = await bookingOfReference(deps.db, reference);
  const outcome = await refundThroughProvider(
    deps,
    ref,
    { amountCents: body.amount === undefined ? undefined : toCents(body.amount), requestKey: `staff:${body.requestId}`, note: body.note ?? '' },
    by,
  );
  if (outcome.providerUnavailable) {
    const provider = PROVIDER_NAMES[deps.paymentProvider.name];
    const sent = outcome.refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);
    const notSent = outcome.refunds.filter((refund) => refund.status === 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);
    throw apiError(
      'payment-provider-unavailable',
      `${provider} did not take the refund of ${aud(notSent)}, so nothing of it went back to the customer: it is still owed back on ${reference}. Try again in a moment.${sent > 0 ? ` ${aud(sent)} was sent and is on its way.` : ''}`,
    );
  }
  return {
    reference,
    alreadySent: outcome.alreadySent,
    refunds: outcome.refunds.map((refund) => ({
      amount: toDollars(refund.amountCents),
      status: refund.status,
      provider: refund.provider,
      providerReference: refund.providerReference,
      failure: refund.status === 'failed' ? refundFailureWords(refund.failureReason) : '',
    })),
    notSentOnline: toDollars(outcome.notSentOnlineCents),
    amountOwedBack: toDollars(outcome.owedBackCents),
  };
}
