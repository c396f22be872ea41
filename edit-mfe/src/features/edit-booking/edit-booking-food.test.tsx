import { screen, waitFor, within } from '@testing-library/react';
import { aBooking } from '../../test/fixtures';
import { freshPageAfterEachTest, renderAt } from '../../test/render';
import { serveApiForEachTest, serveBooking } from '../../test/server';
import { findBookingSummary, valueIn } from '../../test/summary';
import { QUANTITIES_READ_FAILED, quantitiesKey } from './quantities-storage';

// Step 1 of the edit: now or later, kids' food within the package's limit, adult food and add-ons
// with their quantities, and the summary beside them. The booking (test/fixtures.ts) is Basic Fun
// (10 kids included, 2 kids' food items) for 12 kids with nuggets, one sandwich platter and lolly
// bags: 300 + 2 x 15 + 65 + 12 x 5 = $455. The number of kids is the parent's (decision 031): the
// edit starts at the booked 12, whatever the guest list holds.

serveApiForEachTest();
freshPageAfterEachTest();
afterEach(() => sessionStorage.clear());

const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const total = async () => valueIn(await findBookingSummary(), 'Total');

test('shows the two steps, step 1 current, and a summary of the edit as it stands', async () => {
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Your Booking' })).toBeInTheDocument();
  const steps = screen.getByRole('list', { name: 'Booking steps' });
  expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1Food & Add-ons', '2Add Guest RSVP']);
  expect(within(steps).getByText('Food & Add-ons').closest('li')).toHaveAttribute('aria-current', 'step');
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Number of kids')).toHaveTextContent('12');
  expect(summary).not.toHaveTextContent('Booked for');
  expect(valueIn(summary, 'Basic Fun (up to 10 kids)')).toHaveTextContent('$300.00');
  expect(valueIn(summary, 'Chicken Nuggets (3 portions)')).toHaveTextContent('Included');
  expect(valueIn(summary, 'Sandwich Platter × 1')).toHaveTextContent('$65.00');
  expect(valueIn(summary, 'Lolly Bags (12 kids × $5.00)')).toHaveTextContent('$60.00');
  expect(valueIn(summary, 'Total')).toHaveTextContent('$455.00');
  expect(valueIn(summary, 'Amount paid')).toHaveTextContent('$100.00');
  expect(valueIn(summary, 'Balance due on the day')).toHaveTextContent('$355.00');
});

test("'I will do it later' closes every section and 'I will do it now' opens them all", async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  // A booking with items starts on 'now', every section open.
  expect(await screen.findByRole('radio', { name: 'I will do it now' })).toBeChecked();
  for (const name of ["Kids' Food", 'Adult Food', 'Add Ons']) expect(section(name)).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('radio', { name: 'I will do it later' }));
  for (const name of ["Kids' Food", 'Adult Food', 'Add Ons']) expect(section(name)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('checkbox', { name: 'Sushi Platter', hidden: true })).not.toBeVisible();

  await user.click(screen.getByRole('radio', { name: 'I will do it now' }));
  for (const name of ["Kids' Food", 'Adult Food', 'Add Ons']) expect(section(name)).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('checkbox', { name: 'Sushi Platter' })).toBeVisible();
});

test('picking an item switches the choice to now and opens every section', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('radio', { name: 'I will do it later' }));
  await user.click(section('Add Ons'));
  await user.click(screen.getByRole('checkbox', { name: 'Face Painting' }));
  expect(screen.getByRole('radio', { name: 'I will do it now' })).toBeChecked();
  for (const name of ["Kids' Food", 'Adult Food', 'Add Ons']) expect(section(name)).toHaveAttribute('aria-expanded', 'true');
});

test("kids' food stops at the package's complimentary count: the other boxes are disabled", async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('checkbox', { name: 'Chicken Nuggets' })).toBeChecked();
  expect(section("Kids' Food")).toHaveTextContent('1 of 2 chosen');

  await user.click(screen.getByRole('checkbox', { name: 'Mini Pizzas' }));
  expect(section("Kids' Food")).toHaveTextContent('2 of 2 chosen');
  expect(screen.getByRole('checkbox', { name: 'Fairy Bread' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Mini Pizzas' })).toBeEnabled();

  await user.click(screen.getByRole('checkbox', { name: 'Chicken Nuggets' }));
  expect(screen.getByRole('checkbox', { name: 'Fairy Bread' })).toBeEnabled();
  expect(valueIn(await findBookingSummary(), 'Mini Pizzas (3 portions)')).toHaveTextContent('Included');
});

test('a platter starts at 1 when chosen; its stepper never goes below 1 and prices the summary', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Sushi Platter' }));
  const stepper = screen.getByRole('group', { name: 'Quantity of Sushi Platter' });
  expect(within(stepper).getByRole('status')).toHaveTextContent('1');
  expect(within(stepper).getByRole('button', { name: 'Decrease Sushi Platter' })).toBeDisabled();

  await user.click(within(stepper).getByRole('button', { name: 'Increase Sushi Platter' }));
  await user.click(within(stepper).getByRole('button', { name: 'Increase Sushi Platter' }));
  expect(within(stepper).getByRole('status')).toHaveTextContent('3');
  expect(valueIn(await findBookingSummary(), 'Sushi Platter × 3')).toHaveTextContent('$268.50');
  expect(await total()).toHaveTextContent('$723.50');

  await user.click(within(stepper).getByRole('button', { name: 'Decrease Sushi Platter' }));
  expect(within(stepper).getByRole('status')).toHaveTextContent('2');
  // Unticking removes it from the price.
  await user.click(screen.getByRole('checkbox', { name: 'Sushi Platter' }));
  expect(screen.queryByRole('group', { name: 'Quantity of Sushi Platter' })).not.toBeInTheDocument();
  expect(await total()).toHaveTextContent('$455.00');
});

test('an add-on priced per child has no stepper; one priced per item has', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('checkbox', { name: 'Lolly Bags' })).toBeChecked();
  expect(screen.getByText('$5.00 per child, for 12 kids')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Quantity of Lolly Bags' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Face Painting' }));
  const stepper = screen.getByRole('group', { name: 'Quantity of Face Painting' });
  await user.click(within(stepper).getByRole('button', { name: 'Increase Face Painting' }));
  expect(valueIn(await findBookingSummary(), 'Face Painting × 2')).toHaveTextContent('$300.00');
});

test('quantities are kept in session storage under two keys and come back after a reload', async () => {
  const first = await renderAt('/booking-edit/bk_1');
  await first.user.click(await screen.findByRole('checkbox', { name: 'Sushi Platter' }));
  await first.user.click(screen.getByRole('button', { name: 'Increase Sushi Platter' }));
  await first.user.click(screen.getByRole('checkbox', { name: 'Face Painting' }));
  expect(JSON.parse(sessionStorage.getItem(quantitiesKey('bk_1', 'adultsFood')) ?? '')).toEqual({ 'sandwich-platter': 1, 'sushi-platter': 2 });
  expect(JSON.parse(sessionStorage.getItem(quantitiesKey('bk_1', 'addons')) ?? '')).toEqual({ 'lolly-bags': 12, 'face-painting': 1 });

  first.unmount();
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('checkbox', { name: 'Face Painting' })).toBeChecked();
  expect(within(screen.getByRole('group', { name: 'Quantity of Sushi Platter' })).getByRole('status')).toHaveTextContent('2');
});

test("stored quantities that cannot be read are logged and the booking's own choices are used", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.setItem(quantitiesKey('bk_1', 'adultsFood'), '{not json');
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('checkbox', { name: 'Sandwich Platter' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sushi Platter' })).not.toBeChecked();
  expect(warn).toHaveBeenCalledWith(QUANTITIES_READ_FAILED, expect.any(SyntaxError));
});

test('changing a quantity sets the payment option back to deposit while the booking offers one', async () => {
  serveBooking(aBooking({ status: 'pending', paymentOption: 'full', totalPaidAmount: 0, depositAmount: 0 }));
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('button', { name: 'Continue to Step 2' }));
  expect(await screen.findByRole('radio', { name: /Pay Full Amount/ })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Increase Sandwich Platter' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));
  expect(await screen.findByRole('radio', { name: /Pay Party Deposit/ })).toBeChecked();
});

test('Continue to Step 2 moves on and puts focus on the new step; Back keeps the choices', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Sushi Platter' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));
  const heading = await screen.findByRole('heading', { level: 2, name: 'Step 2: Add Guest RSVP' });
  expect(heading).toHaveFocus();
  expect(screen.getByText('Add Guest RSVP').closest('li')).toHaveAttribute('aria-current', 'step');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Step 1: Food & Add-ons' })).toHaveFocus();
  expect(screen.getByRole('checkbox', { name: 'Sushi Platter' })).toBeChecked();
});

test("the total and balance stay in sight with the step's buttons (at the foot of a phone screen), and Summary leads to the whole summary", async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  const bar = await screen.findByRole('group', { name: 'Price' });
  expect(bar).toHaveTextContent('Total $455.00Balance $355.00');
  await user.click(screen.getByRole('checkbox', { name: 'Face Painting' }));
  expect(bar).toHaveTextContent('Total $605.00Balance $505.00');
  await user.click(within(bar).getByRole('button', { name: 'Summary' }));
  expect(screen.getByRole('complementary', { name: 'Booking summary' })).toHaveFocus();
});

test("the booking's coupon discount comes off the edit's total", async () => {
  serveBooking(aBooking({ coupon: 'SAVE50', appliedDiscountAmount: 50 }));
  await renderAt('/booking-edit/bk_1');
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Total')).toHaveTextContent('$455.00');
  expect(valueIn(summary, 'Coupon discount (SAVE50)')).toHaveTextContent('−$50.00');
  expect(valueIn(summary, 'Final price')).toHaveTextContent('$405.00');
  expect(valueIn(summary, 'Balance due on the day')).toHaveTextContent('$305.00');
});

test('the number of kids starts at the booked number, says what the room holds, and moves only when the parent types another', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  const kids = await screen.findByRole('spinbutton', { name: 'Number of kids' });
  expect(kids).toHaveValue(12);
  expect(kids).toHaveAccessibleDescription('The Ocean Room holds up to 25 kids.');
  // The guest list (the Guest of Honour) and the RSVPs (Sam Lee's two) inform it, and change nothing.
  expect(await screen.findByText('1 named on your guest list, 2 coming by RSVP.')).toBeInTheDocument();

  await user.clear(kids);
  await user.type(kids, '14');
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Number of kids')).toHaveTextContent('14');
  expect(summary).toHaveTextContent('Booked for 12 kids; this change makes it 14.');
  expect(valueIn(summary, 'Lolly Bags (14 kids × $5.00)')).toHaveTextContent('$70.00');
  // 300 + 4 x 15 + 65 + 14 x 5
  expect(await total()).toHaveTextContent('$495.00');
});

test('more kids than the room holds is said beside the field before Update, and Continue stays on step 1 with the field in focus', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  const kids = await screen.findByRole('spinbutton', { name: 'Number of kids' });
  await user.clear(kids);
  await user.type(kids, '26');
  expect(kids).toHaveAccessibleDescription('The Ocean Room holds up to 25 kids. Please call us to change rooms.');
  expect(kids).toBeInvalid();
  // Nothing to ask the server about: the summary says the change cannot be saved as it is.
  expect(await findBookingSummary()).toHaveTextContent('This change cannot be saved as it is');

  await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));
  expect(screen.getByRole('heading', { name: 'Step 1: Food & Add-ons' })).toBeInTheDocument();
  await waitFor(() => expect(kids).toHaveFocus());

  await user.clear(kids);
  await user.type(kids, '25');
  expect(kids).toBeValid();
  await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));
  expect(await screen.findByRole('heading', { name: 'Step 2: Add Guest RSVP' })).toBeInTheDocument();
});
