import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAud, staffBookingPath, type CouponInput, type StaffCoupon } from '@party/domain';
import { Alert, apiErrorCode, Badge, Button, Card, notify, PageHeader, type ApiError } from '@party/shared-ui';
import { ApiProblem, StaffQueryStatus } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { TableHead } from '../../shared/table-head';
import { replaceCoupon, useChangeCouponMutation, useCreateCouponMutation, useGetCouponsQuery } from './api';
import { CouponForm, couponValues, newCouponValues } from './coupon-form';
import { useAppDispatch } from '../../hooks';
import kit from '../../shared/staff-kit.module.css';
import styles from './coupons.module.css';

/** /coupons: every coupon with its terms and uses; create, change, disable and enable again. */
export function CouponsView({ today }: { today: string }) {
  const coupons = useGetCouponsQuery();
  const [creating, setCreating] = useState(false);
  const [createCoupon] = useCreateCouponMutation();

  async function create(coupon: CouponInput): Promise<ApiError | undefined> {
    const result = await createCoupon(coupon);
    if ('error' in result) return result.error as ApiError;
    notify.success('Coupon created', `${result.data.code} can be used on bookings from ${formatShortDay(result.data.validFrom)}.`);
    setCreating(false);
    return undefined;
  }

  return (
    <div className={kit.page}>
      <PageHeader title="Coupons">Codes parents type in step 3 of a booking. The public booking pages use a change at once.</PageHeader>
      {creating ? (
        <Card title="New coupon">
          <CouponForm
            initialValues={newCouponValues(today)}
            onSave={create}
            onCancel={() => setCreating(false)}
            saveLabel="Create coupon"
            busyLabel="Creating…"
            label="New coupon"
            disabled={false}
          />
        </Card>
      ) : (
        <div>
          <Button onClick={() => setCreating(true)}>New coupon</Button>
        </div>
      )}
      <StaffQueryStatus query={coupons} loadingLabel="Loading the coupons…" errorTitle="The coupons could not be loaded">
        {coupons.data ? (
          coupons.data.coupons.length === 0 ? (
            <p className={styles.muted}>No coupons yet. A new one can be used as soon as it is created.</p>
          ) : (
            <ul className={styles.list} aria-label="Coupons">
              {coupons.data.coupons.map((coupon) => (
                <CouponRow key={coupon.id} coupon={coupon} />
              ))}
            </ul>
          )
        ) : null}
      </StaffQueryStatus>
    </div>
  );
}

/** '$10.00 off' or '15% off'. */
const discountText = (coupon: Pick<StaffCoupon, 'type' | 'amount'>) => (coupon.type === 'fixed' ? `${formatAud(coupon.amount)} off` : `${coupon.amount}% off`);

const termsOf = (coupon: StaffCoupon): CouponInput => ({
  code: coupon.code,
  type: coupon.type,
  amount: coupon.amount,
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  maxUsage: coupon.maxUsage,
  minCartValue: coupon.minCartValue,
  disabled: coupon.disabled,
});

/** The coupon a 'changed-meanwhile' refusal carries: the one saved meanwhile. */
function savedMeanwhile(error: ApiError | undefined): StaffCoupon | undefined {
  if (apiErrorCode(error) !== 'changed-meanwhile' || !error || !('data' in error) || typeof error.data !== 'string') return undefined;
  return (JSON.parse(error.data) as { current?: StaffCoupon }).current;
}

function CouponRow({ coupon }: { coupon: StaffCoupon }) {
  const [editing, setEditing] = useState(false);
  const [meanwhile, setMeanwhile] = useState(false);
  const [switchError, setSwitchError] = useState<ApiError>();
  const [changeCoupon, { isLoading }] = useChangeCouponMutation();
  const dispatch = useAppDispatch();

  /**
   * Saves the coupon's terms at the version shown. Another change saved first is shown in its
   * place and said ('meanwhile'): nothing of it is lost, and this one is not saved over it.
   */
  async function save(terms: CouponInput): Promise<'saved' | 'meanwhile' | ApiError> {
    setMeanwhile(false);
    const result = await changeCoupon({ id: coupon.id, change: { ...terms, version: coupon.version } });
    if (!('error' in result)) return 'saved';
    const error = result.error as ApiError;
    const current = savedMeanwhile(error);
    if (!current) return error;
    dispatch(replaceCoupon(current));
    setMeanwhile(true);
    return 'meanwhile';
  }

  async function change(terms: CouponInput): Promise<ApiError | undefined> {
    const outcome = await save(terms);
    if (outcome === 'saved') {
      setEditing(false);
      notify.success('Coupon saved', `${terms.code.trim().toUpperCase()}: the booking pages use it as it is now.`);
    }
    return typeof outcome === 'string' ? undefined : outcome;
  }

  async function switchOn(disabled: boolean) {
    setSwitchError(undefined);
    const outcome = await save({ ...termsOf(coupon), disabled });
    if (typeof outcome !== 'string') setSwitchError(outcome);
    else if (outcome === 'saved')
      notify.success(disabled ? 'Coupon disabled' : 'Coupon enabled', disabled ? `${coupon.code} is no longer accepted on new bookings.` : `${coupon.code} is accepted again.`);
  }

  const usedUp = coupon.usedCount >= coupon.maxUsage;
  return (
    <li className={styles.coupon} aria-labelledby={`coupon-${coupon.id}`}>
      <div className="spread-row gap-2">
        <h2 id={`coupon-${coupon.id}`} className={styles.code}>
          {coupon.code}
        </h2>
        {coupon.disabled ? <Badge tone="danger">Disabled</Badge> : usedUp ? <Badge>Used up</Badge> : <Badge tone="success">Enabled</Badge>}
      </div>
      <dl className={styles.terms}>
        <div>
          <dt>Discount</dt>
          <dd>{discountText(coupon)}</dd>
        </div>
        <div>
          <dt>Valid</dt>
          <dd>
            {formatShortDay(coupon.validFrom)} to {formatShortDay(coupon.validTo)}
          </dd>
        </div>
        <div>
          <dt>Uses</dt>
          <dd>
            {coupon.usedCount} of {coupon.maxUsage.toLocaleString('en-AU')}
          </dd>
        </div>
        <div>
          <dt>Minimum cart</dt>
          <dd>{coupon.minCartValue > 0 ? formatAud(coupon.minCartValue) : 'None'}</dd>
        </div>
      </dl>
      {meanwhile ? (
        <Alert tone="danger" title="Someone else changed this coupon meanwhile">
          It now shows their change, which was saved. Make yours again on it if it is still needed.
        </Alert>
      ) : null}
      {editing ? (
        <CouponForm
          key={coupon.version}
          initialValues={couponValues(coupon)}
          onSave={change}
          onCancel={() => setEditing(false)}
          saveLabel="Save changes"
          busyLabel="Saving…"
          label={`Change ${coupon.code}`}
          disabled={coupon.disabled}
        />
      ) : (
        <div className={kit.actions}>
          <Button variant="secondary" aria-label={`Change ${coupon.code}`} onClick={() => setEditing(true)}>
            Change
          </Button>
          <Button
            variant="secondary"
            aria-label={`${coupon.disabled ? 'Enable' : 'Disable'} ${coupon.code}`}
            busy={isLoading}
            busyLabel="Saving…"
            onClick={() => void switchOn(!coupon.disabled)}
          >
            {coupon.disabled ? 'Enable' : 'Disable'}
          </Button>
        </div>
      )}
      {switchError ? <ApiProblem error={switchError} fallback="The coupon was not saved: the staff system did not answer. Please try again." /> : null}
      <CouponUses coupon={coupon} />
    </li>
  );
}

/** The bookings confirmed with the coupon, each a link to its page. */
function CouponUses({ coupon }: { coupon: StaffCoupon }) {
  if (coupon.uses.length === 0) return <p className={styles.muted}>Not used yet.</p>;
  return (
    <details className={styles.uses}>
      <summary>
        {coupon.uses.length} {coupon.uses.length === 1 ? 'booking' : 'bookings'} used it
      </summary>
      <table className={styles.table}>
        <caption className="visually-hidden">Bookings that used {coupon.code}</caption>
        <TableHead columns={['Booking', 'Party day', { label: 'Discount', className: styles.amount }]} />
        <tbody>
          {coupon.uses.map((use) => (
            <tr key={use.reference}>
              <td>
                <Link to={staffBookingPath(use.reference)}>{use.reference}</Link>
              </td>
              <td>{formatShortDay(use.date)}</td>
              <td className={styles.amount}>{formatAud(use.discount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
