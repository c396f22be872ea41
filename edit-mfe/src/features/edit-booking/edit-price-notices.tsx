import { BOOKING_NOTICE_TITLES } from '@party/domain';
import { Alert, OwedBackNotice } from '@party/shared-ui';
import type { EditPrice } from './use-edit-price';

/**
 * What the server says about the edit before it is saved: why it would be refused (below the
 * coupon's minimum), or why the last Update was refused (`refusal`) when no field can fix it, and
 * money the venue would owe back once it is saved.
 */
export function EditPriceNotices({ price, refusal }: { price: EditPrice; refusal?: string }) {
  const reason = price.refusal ?? refusal;
  return (
    <>
      {reason ? (
        <Alert tone="danger" title={BOOKING_NOTICE_TITLES.editRefused}>
          {reason}
        </Alert>
      ) : null}
      <OwedBackNotice amount={price.figures.amountOwedBack} />
    </>
  );
}
