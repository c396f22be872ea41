import { BOOKING_NOTICE_TITLES } from '@party/domain';
import { Alert, OwedBackNotice } from '@party/shared-ui';
import type { EditPrice } from './use-edit-price';

/**
 * What the server says about the edit before it is saved: why it would be refused (below the
 * coupon's minimum, too many kids for the room), and money the venue would owe back once it is.
 */
export function EditPriceNotices({ price }: { price: EditPrice }) {
  return (
    <>
      {price.refusal ? (
        <Alert tone="danger" title={BOOKING_NOTICE_TITLES.editRefused}>
          {price.refusal}
        </Alert>
      ) : null}
      <OwedBackNotice amount={price.figures.amountOwedBack} />
    </>
  );
}
