import { screen, waitFor, within } from '@testing-library/react';
import { COUPON_MESSAGES } from '@party/domain';
import { acceptTermsAndComplete, findToast, freshBrowserForEachTest, redirectTo, renderStep3, summary, summaryValue, type User } from '../../test/render';
import { recordPosts, serveApiForEachTest, watchPosts } from '../../test/server';


serveApiForEachTest();
freshBrowserForEachTest();

const couponBox = () => screen.getByRole('textbox', { name: 'Coupon Code (optional)' });

async function applyCoupon(user: User, code: string) {
  await user.clear(couponBox());
  await user.type(couponBox(), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

test.each([
  { name: 'an unknown code', code: 'NOSUCH', message: COUPON_MESSAGES.invalidCode },
  { name: 'a code outside its dates', code: 'EXPIRED', message: COUPON_MESSAGES.notValid },
  { name: 'a code used up', code: 'USEDUP', message: COUPON_MESSAGES.maxUsageExceeded },
  { name: 'a total below the minimum cart value', code: 'BIGPARTY', message: COUPON_MESSAGES.minimumCartValueNotMet },
])("$name says 'Coupon Error: $message', and keeps the code typed with the reason beside it", async ({ code, message }) => {
  const checks = watchPosts('/coupon/validate');
  const { user } = await renderStep3();
  await applyCoupon(user, code);
  expect(await findToast('Coupon Error')).toHaveTextContent(message);
  expect(couponBox()).toHaveValue(code);
  expect(couponBox()).toBeInvalid();
  expect(couponBox()).toHaveAccessibleDescription(message);
  expect(within(summary()).queryByText(/Coupon/)).not.toBeInTheDocument();
  expect(checks).toEqual([expect.objectContaining({ code, total: 455 })]);
});

test("a percentage coupon takes its percent of the total: 'Coupon added successfully' with the discount", async () => {
  const { user } = await renderStep3();
  await applyCoupon(user, 'PARTY10');
  expect(await findToast('Coupon added successfully')).toHaveTextContent('Discount: $45.50');
  expect(screen.getByRole('status')).toHaveTextContent('Coupon PARTY10 applied: $45.50 off.');
  expect(summaryValue('Total')).toBe('$455.00');
  expect(summaryValue('Coupon discount (PARTY10)')).toBe('−$45.50');
  expect(summaryValue('Final price')).toBe('$409.50');
  expect(summaryValue('Deposit (pay now)')).toBe('$100.00');
  expect(summaryValue('Balance due on the day')).toBe('$309.50');
});

test('a fixed coupon takes its amount off', async () => {
  const { user } = await renderStep3();
  await applyCoupon(user, 'save50');
  expect(await findToast('Coupon added successfully')).toHaveTextContent('Discount: $50.00');
  expect(summaryValue('Coupon discount (SAVE50)')).toBe('−$50.00');
  expect(summaryValue('Final price')).toBe('$405.00');
});

test('Enter in the coupon box applies the code, and does not complete the booking', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  const { user } = await renderStep3();
  await user.type(couponBox(), 'PARTY10{Enter}');
  await findToast('Coupon added successfully');
  expect(bookings).toEqual([]);
});

test('a failed code after a good one clears the coupon and its discount', async () => {
  const { user } = await renderStep3();
  await applyCoupon(user, 'PARTY10');
  await findToast('Coupon added successfully');
  await applyCoupon(user, 'NOSUCH');
  await findToast('Coupon Error');
  expect(within(summary()).queryByText(/Coupon/)).not.toBeInTheDocument();
  expect(summaryValue('Total')).toBe('$455.00');
  expect(screen.queryByText(/applied:/)).not.toBeInTheDocument();
});

test('changing a refused code takes the reason away; Apply checks it again', async () => {
  const { user } = await renderStep3();
  await applyCoupon(user, 'PARTY1');
  await findToast('Coupon Error');
  await user.type(couponBox(), '0');
  expect(couponBox()).toBeValid();
  expect(couponBox()).toHaveValue('PARTY10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await findToast('Coupon added successfully')).toHaveTextContent('Discount: $45.50');
});

test('an applied coupon can be taken off: its discount goes, and so does the code', async () => {
  const { user } = await renderStep3();
  await applyCoupon(user, 'PARTY10');
  await findToast('Coupon added successfully');
  await user.click(screen.getByRole('button', { name: 'Remove coupon PARTY10' }));
  expect(couponBox()).toHaveValue('');
  expect(within(summary()).queryByText(/Coupon/)).not.toBeInTheDocument();
  expect(summaryValue('Total')).toBe('$455.00');
});

test('an empty code is an invalid code, without asking the server', async () => {
  const checks = watchPosts('/coupon/validate');
  const { user } = await renderStep3();
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await findToast('Coupon Error')).toHaveTextContent(COUPON_MESSAGES.invalidCode);
  expect(checks).toEqual([]);
});

test("a coupon check that fails says 'Coupon Error' with the error", async () => {
  recordPosts('/coupon/validate', { message: 'Too many requests, please wait a minute' }, 429);
  const { user } = await renderStep3();
  await applyCoupon(user, 'PARTY10');
  expect(await findToast('Coupon Error')).toHaveTextContent('429 Too many requests, please wait a minute');
});

test('the booking carries the coupon the server accepted and its discount', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  recordPosts('/create-dynamic-checkout-session-full', { url: 'http://localhost/checkout/cs_1' });
  const { user } = await renderStep3();
  await applyCoupon(user, 'PARTY10');
  await findToast('Coupon added successfully');
  await user.click(screen.getByRole('radio', { name: /Pay Full Amount/ }));
  expect(summaryValue('Pay now (full amount)')).toBe('$409.50');
  await acceptTermsAndComplete(user);
  await findToast('Booking Initiate');
  expect(bookings).toEqual([
    expect.objectContaining({ coupon: 'PARTY10', totalPrice: 455, appliedDiscountAmount: 45.5, finalPrice: 409.5, paymentOption: 'full' }),
  ]);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_1');
});

test('a code typed but not applied is not sent with the booking', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  recordPosts('/create-dynamic-checkout-session', { url: 'http://localhost/checkout/cs_1' });
  const { user } = await renderStep3();
  await user.type(couponBox(), 'PARTY10');
  await acceptTermsAndComplete(user);
  await findToast('Booking Initiate');
  expect(bookings).toEqual([expect.objectContaining({ coupon: '', appliedDiscountAmount: 0, finalPrice: 455 })]);
});

describe('when the total changes after the coupon was applied', () => {
  test('the server checks it again and the discount follows the new total', async () => {
    const { user } = await renderStep3();
    await applyCoupon(user, 'PARTY10');
    await findToast('Coupon added successfully');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Increase Sandwich Platter' }));
    expect(summaryValue('Total')).toBe('$520.00');
    await waitFor(() => expect(summaryValue('Coupon discount (PARTY10)')).toBe('−$52.00'));
    expect(summaryValue('Final price')).toBe('$468.00');
  });

  test("it is cleared with 'Coupon Error' when the new total no longer meets its minimum", async () => {
    const { user } = await renderStep3();
    await applyCoupon(user, 'SAVE50');
    await findToast('Coupon added successfully');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Sandwich Platter' }));
    expect(await findToast('Coupon Error')).toHaveTextContent(COUPON_MESSAGES.minimumCartValueNotMet);
    expect(within(summary()).queryByText(/Coupon/)).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('$390.00');
  });
});
