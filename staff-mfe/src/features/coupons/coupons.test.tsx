import { screen, waitFor, within } from '@testing-library/react';
import type { StaffCoupon } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => signedInAs('manager'));

const aCoupon = (overrides: Partial<StaffCoupon> = {}): StaffCoupon => ({
  id: '7',
  code: 'SCHOOL-FETE',
  type: 'fixed',
  amount: 25,
  validFrom: '2031-07-01',
  validTo: '2031-09-30',
  maxUsage: 50,
  usedCount: 1,
  minCartValue: 200,
  disabled: false,
  version: 3,
  uses: [{ kind: 'party', reference: 'JJ1002', date: '2031-07-20', discount: 25, at: '2031-07-10T01:00:00Z' }],
  ...overrides,
});

const couponCard = (code: string) => screen.getByRole('listitem', { name: code });

test('every coupon with its terms and uses, each use a link to its booking', async () => {
  serve('/coupons', { coupons: [aCoupon(), aCoupon({ id: '8', code: 'TENOFF', type: 'percentage', amount: 10, minCartValue: 0, usedCount: 0, uses: [], disabled: true })] });
  const { user } = await renderAt('/coupons');
  const fete = await screen.findByRole('listitem', { name: 'SCHOOL-FETE' });
  expect(fete).toHaveTextContent('Discount$25.00 off');
  expect(fete).toHaveTextContent('ValidTue 1 Jul 2031 to Tue 30 Sep 2031');
  expect(fete).toHaveTextContent('Uses1 of 50');
  expect(fete).toHaveTextContent('Minimum cart$200.00');
  expect(within(fete).getByText('Enabled')).toBeInTheDocument();
  await user.click(within(fete).getByText('1 booking used it'));
  expect(within(fete).getByRole('link', { name: 'JJ1002' })).toHaveAttribute('href', '/bookings/JJ1002');
  expect(within(fete).getByRole('row', { name: /JJ1002/ })).toHaveTextContent('$25.00');

  const ten = couponCard('TENOFF');
  expect(ten).toHaveTextContent('10% off');
  expect(ten).toHaveTextContent('Minimum cartNone');
  expect(ten).toHaveTextContent('Not used yet.');
  expect(within(ten).getByText('Disabled')).toBeInTheDocument();
  expect(within(ten).getByRole('button', { name: 'Enable TENOFF' })).toBeInTheDocument();
});

test('a new coupon: a code with emoji or a NUL is refused beside the field before anything is sent; dollars as typed at the counter', async () => {
  serve('/coupons', { coupons: [] });
  const created = recordCalls('post', '/coupons', (body) => aCoupon({ ...(body as Partial<StaffCoupon>), id: '9', code: 'FETE-2031', usedCount: 0, uses: [], version: 1 }), 201);
  const { user } = await renderAt('/coupons');
  expect(await screen.findByText(/No coupons yet/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New coupon' }));
  const form = screen.getByRole('form', { name: 'New coupon' });
  expect(within(form).getByLabelText(/^Valid from/)).toHaveValue('2031-07-12');

  const code = within(form).getByLabelText(/^Code/);
  await user.type(code, 'FETE🎉');
  await user.type(within(form).getByLabelText(/^Amount off/), '$1,250.5');
  await user.type(within(form).getByLabelText(/^Valid to/), '2031-08-31');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
  expect(await within(form).findByText('A code is 3 to 24 letters, digits or dashes')).toBeInTheDocument();
  expect(code).toHaveAccessibleDescription(expect.stringContaining('A code is 3 to 24 letters, digits or dashes'));

  await user.clear(code);
  await user.type(code, 'FETE\u0000');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
  expect(within(form).getByText('A code is 3 to 24 letters, digits or dashes')).toBeInTheDocument();
  expect(created).toEqual([]);

  await user.clear(code);
  await user.type(code, 'fete-2031');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
  expect(await findToast('Coupon created')).toHaveTextContent('FETE-2031 can be used on bookings from');
  expect(created).toEqual([
    { code: 'fete-2031', type: 'fixed', amount: 1250.5, validFrom: '2031-07-12', validTo: '2031-08-31', maxUsage: 100, minCartValue: 0, disabled: false },
  ]);
  expect(await screen.findByRole('listitem', { name: 'FETE-2031' })).toHaveTextContent('$1,250.50 off');
});

test("a percentage over 100 is refused before it is sent; a code another coupon has is refused beside the field in the API's words", async () => {
  serve('/coupons', { coupons: [] });
  const created = recordCalls('post', '/coupons', { code: 'coupon-code-taken', message: 'A coupon with the code TENOFF exists already: change that one, or choose another code.' }, 409);
  const { user } = await renderAt('/coupons');
  await user.click(await screen.findByRole('button', { name: 'New coupon' }));
  const form = screen.getByRole('form', { name: 'New coupon' });
  await user.type(within(form).getByLabelText(/^Code/), 'TENOFF');
  await user.click(within(form).getByRole('radio', { name: 'A percentage off' }));
  await user.type(within(form).getByLabelText(/^Percentage off/), '150');
  await user.type(within(form).getByLabelText(/^Valid to/), '2031-08-31');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
  expect(await within(form).findByText('A percentage is at most 100')).toBeInTheDocument();
  expect(created).toEqual([]);

  await user.clear(within(form).getByLabelText(/^Percentage off/));
  await user.type(within(form).getByLabelText(/^Percentage off/), '10');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
  const code = within(form).getByLabelText(/^Code/);
  expect(await within(form).findByText(/exists already/)).toBeInTheDocument();
  expect(code).toHaveAccessibleDescription(expect.stringContaining('A coupon with the code TENOFF exists already'));
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ type: 'percentage', amount: 10 });
});

test('Disable sends the coupon at the version read, disabled; the list shows it so, with Enable', async () => {
  serve('/coupons', { coupons: [aCoupon()] });
  const changes = recordCalls('put', '/coupons/:id', (body) => aCoupon({ disabled: (body as { disabled: boolean }).disabled, version: 4 }));
  const { user } = await renderAt('/coupons');
  await user.click(await screen.findByRole('button', { name: 'Disable SCHOOL-FETE' }));
  expect(await findToast('Coupon disabled')).toHaveTextContent('SCHOOL-FETE is no longer accepted on new bookings.');
  // The list takes the answer a moment after the toast says so.
  await waitFor(() => expect(within(couponCard('SCHOOL-FETE')).getByText('Disabled')).toBeInTheDocument());
  expect(changes).toEqual([
    { code: 'SCHOOL-FETE', type: 'fixed', amount: 25, validFrom: '2031-07-01', validTo: '2031-09-30', maxUsage: 50, minCartValue: 200, disabled: true, version: 3 },
  ]);
  await user.click(within(couponCard('SCHOOL-FETE')).getByRole('button', { name: 'Enable SCHOOL-FETE' }));
  expect(await findToast('Coupon enabled')).toBeInTheDocument();
  expect(changes[1]).toMatchObject({ disabled: false, version: 4 });
});

test('a change made meanwhile by another manager: this one is told, and the form shows the coupon as it was saved', async () => {
  serve('/coupons', { coupons: [aCoupon()] });
  const theirs = aCoupon({ amount: 30, version: 4 });
  const changes = recordCalls('put', '/coupons/:id', { code: 'changed-meanwhile', message: 'Someone changed it meanwhile', current: theirs }, 409);
  const { user } = await renderAt('/coupons');
  await user.click(await screen.findByRole('button', { name: 'Change SCHOOL-FETE' }));
  const form = screen.getByRole('form', { name: 'Change SCHOOL-FETE' });
  expect(within(form).getByLabelText(/^Amount off/)).toHaveValue('25.00');
  await user.clear(within(form).getByLabelText(/^Amount off/));
  await user.type(within(form).getByLabelText(/^Amount off/), '20');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Someone else changed this coupon meanwhile')).toBeInTheDocument();
  expect(changes).toEqual([expect.objectContaining({ amount: 20, version: 3 })]);
  // RTK Query tells the page of a cache patch on the next animation frame, after the alert's own render.
  expect(await within(couponCard('SCHOOL-FETE')).findByText('$30.00 off')).toBeInTheDocument();
  expect(within(screen.getByRole('form', { name: 'Change SCHOOL-FETE' })).getByLabelText(/^Amount off/)).toHaveValue('30.00');
});

test('a front-desk account is told the page is not for its role', async () => {
  signedInAs('front-desk');
  await renderAt('/coupons');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
});
