import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addons, adultsFood } from '../../test/fixtures';
import { aDraft, freshBrowserForEachTest, renderBookingPage, saveWizard, someContactInfo, summaryValue } from '../../test/render';
import { API, server, serveApiForEachTest } from '../../test/server';
import { STORAGE_KEYS } from './persistence';

serveApiForEachTest();
freshBrowserForEachTest();

const firstName = () => screen.getByRole('textbox', { name: "Child's First Name (required)" });

test('a reload finds the wizard as it was left', async () => {
  const first = await renderBookingPage();
  await first.user.type(firstName(), 'Mia');
  await first.user.selectOptions(screen.getByRole('combobox', { name: 'Child Turning to (required)' }), '7');
  first.unmount();

  await renderBookingPage();
  expect(firstName()).toHaveValue('Mia');
  expect(screen.getByRole('combobox', { name: 'Child Turning to (required)' })).toHaveValue('7');
  expect(summaryValue('Child')).toBe('Mia');
});

test('a reload on step 3 stays on step 3 with every choice, quantity and coupon', async () => {
  saveWizard(
    aDraft({ contactInfo: someContactInfo, adultsFood: [{ ...adultsFood[0]!, quantity: 2 }], addons: [{ ...addons[1]!, quantity: 3 }] }),
    { step: 3, foodPlan: 'now' },
    { appliedCoupon: { code: 'PARTY10', type: 'percentage', amount: 10, discount: 91, totalPrice: 910 } },
  );
  await renderBookingPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Parent/Guardian Name (required)' })).toHaveValue('Linh Nguyen');
  expect(summaryValue('Sandwich Platter × 2')).toBe('$130.00');
  expect(summaryValue('Face Painting × 3')).toBe('$450.00');
  expect(summaryValue('Total')).toBe('$910.00');
  expect(summaryValue('Coupon discount (PARTY10)')).toBe('−$91.00');
});

test('adult food and add-on quantities are also kept under their own keys, each a map from item id to quantity', async () => {
  saveWizard(aDraft({ adultsFood: [{ ...adultsFood[0]!, quantity: 2 }], addons: [{ ...addons[1]!, quantity: 3 }] }));
  await renderBookingPage();
  expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.adultsFoodQuantities)!)).toEqual({ 'sandwich-platter': 2 });
  expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.addonsQuantities)!)).toEqual({ 'face-painting': 3 });
});

test('a quantity missing from the draft is taken from its key', async () => {
  saveWizard(aDraft({ adultsFood: [{ ...adultsFood[0]!, quantity: null }] }));
  sessionStorage.setItem(STORAGE_KEYS.adultsFoodQuantities, JSON.stringify({ 'sandwich-platter': 4 }));
  await renderBookingPage();
  expect(summaryValue('Sandwich Platter × 4')).toBe('$260.00');
});

test("unreadable quantities are only logged ('Error retrieving quantities from sessionStorage') and count as none", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  saveWizard(aDraft({ adultsFood: [{ ...adultsFood[0]!, quantity: null }] }));
  sessionStorage.setItem(STORAGE_KEYS.adultsFoodQuantities, '{not json');
  await renderBookingPage();
  expect(warn).toHaveBeenCalledWith('Error retrieving quantities from sessionStorage', expect.any(SyntaxError));
  expect(summaryValue('Sandwich Platter × 1')).toBe('$65.00');
});

test('a saved wizard that cannot be read starts afresh', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.setItem(STORAGE_KEYS.wizard, '{"version":1,"bookingDraft":');
  await renderBookingPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Party Details' })).toBeInTheDocument();
  expect(firstName()).toHaveValue('');
  expect(warn).toHaveBeenCalled();
});

test('a saved later step whose party details are incomplete starts at step 1', async () => {
  saveWizard(aDraft({ room: null }), { step: 3 });
  await renderBookingPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Party Details' })).toBeInTheDocument();
  expect(firstName()).toHaveValue('Mia');
});

test('Start Over returns every field to its default and the wizard to step 1', async () => {
  saveWizard(
    aDraft({ contactInfo: someContactInfo, paymentOption: 'full', coupon: 'PARTY10', adultsFood: [{ ...adultsFood[0]!, quantity: 2 }] }),
    { step: 3, foodPlan: 'now' },
    { appliedCoupon: { code: 'PARTY10', type: 'percentage', amount: 10, discount: 39.5, totalPrice: 395 } },
  );
  const { user } = await renderBookingPage();
  await user.click(screen.getByRole('button', { name: 'Start Over' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
  await user.click(within(dialog).getByRole('button', { name: 'Start Over' }));

  expect(screen.getByRole('heading', { level: 2, name: 'Party Details' })).toBeInTheDocument();
  expect(firstName()).toHaveValue('');
  expect(screen.getByRole('textbox', { name: "Child's Last Name (optional)" })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Child Turning to (required)' })).toHaveValue('');
  expect(screen.getByRole('spinbutton', { name: 'Number of Kids (required)' })).toHaveValue(8);
  for (const label of ['Package', 'Child', 'Turning', 'Date', 'Time', 'Room']) expect(summaryValue(label)).toBe('Not chosen yet');
  expect(screen.queryByRole('button', { name: 'Start Over' })).not.toBeInTheDocument();

  const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.wizard)!);
  expect(saved.wizard).toEqual({ step: 1, foodPlan: 'later' });
  expect(saved.bookingDraft.appliedCoupon).toBeNull();
  expect(saved.bookingDraft.draft).toMatchObject({ contactInfo: { parentName: '', email: '', phone: '', address: '' }, paymentOption: 'deposit', coupon: '', adultsFood: [] });
  expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.adultsFoodQuantities)!)).toEqual({});
});

test('after Start Over the new draft is the one kept: leaving the page and coming back finds it', async () => {
  saveWizard(aDraft(), { step: 2 });
  const first = await renderBookingPage();
  await first.user.click(screen.getByRole('button', { name: 'Start Over' }));
  await first.user.click(within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start Over' }));
  await first.user.type(firstName(), 'Leo');
  first.unmount();

  await renderBookingPage({ store: first.store });
  expect(firstName()).toHaveValue('Leo');
  expect(summaryValue('Child')).toBe('Leo');
  expect(summaryValue('Package')).toBe('Not chosen yet');
});

test('Keep My Details leaves the booking as it is', async () => {
  saveWizard(aDraft(), { step: 2 });
  const { user } = await renderBookingPage();
  await user.click(screen.getByRole('button', { name: 'Start Over' }));
  await user.click(screen.getByRole('button', { name: 'Keep My Details' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Food & Add-ons' })).toBeInTheDocument();
  expect(summaryValue('Child')).toBe('Mia Nguyen');
});

test.each([
  { status: 'confirmed', reset: true },
  { status: 'canceled', reset: true },
  { status: 'pending', reset: false },
])('a visit after the booking made from the draft is $status starts afresh: $reset', async ({ status, reset }) => {
  server.use(http.get(`${API}/bookings/:id`, () => HttpResponse.json({ bookingId: 'bk_1', status })));
  saveWizard(aDraft({ contactInfo: someContactInfo }), { step: 3 }, { initiated: { bookingId: 'bk_1', fingerprint: '{}' } });
  await renderBookingPage();
  const heading = await screen.findByRole('heading', { level: 2, name: reset ? 'Party Details' : 'Contact Information' });
  expect(heading).toBeInTheDocument();
  expect(summaryValue('Child')).toBe(reset ? 'Not chosen yet' : 'Mia Nguyen');
});
