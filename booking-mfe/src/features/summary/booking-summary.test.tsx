import { screen, within } from '@testing-library/react';
import { addons, adultsFood, kidsFood } from '../../test/fixtures';
import { aDraft, freshBrowserForEachTest, renderBookingPage, saveWizard, summary, summaryValue } from '../../test/render';
import { serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshBrowserForEachTest();

test.each([
  { age: 10, shown: false },
  { age: 11, shown: true },
])('the Age Restriction alert for a child turning $age: $shown', async ({ age, shown }) => {
  saveWizard(aDraft({ childAge: age }));
  await renderBookingPage();
  const alert = within(summary()).queryByRole('alert');
  if (shown) expect(alert).toHaveTextContent('Age RestrictionFor children over 11 years, please call (02) 9555 0199 to book a party.');
  else expect(alert).not.toBeInTheDocument();
});

test.each([
  { kids: 7, shown: true },
  { kids: 8, shown: false },
])('the Minimum Party Size alert for $kids kids: $shown', async ({ kids, shown }) => {
  saveWizard(aDraft({ numberOfKids: kids }));
  await renderBookingPage();
  const alert = within(summary()).queryByRole('alert');
  if (shown) expect(alert).toHaveTextContent('Minimum Party SizeMinimum number of Children is 1. Please call (02) 9555 0199 for smaller parties.');
  else expect(alert).not.toBeInTheDocument();
});

test('the alerts follow the form as it changes, and also show above the step (where a phone shows them)', async () => {
  const { user } = await renderBookingPage();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Child Turning to (required)' }), '11');
  const kids = screen.getByRole('spinbutton', { name: 'Number of Kids (required)' });
  await user.clear(kids);
  await user.type(kids, '5');
  expect(within(summary()).getAllByRole('alert').map((alert) => alert.firstChild?.textContent)).toEqual(['Age Restriction', 'Minimum Party Size']);
  const wizard = screen.getByRole('heading', { level: 2, name: 'Party Details' }).parentElement!;
  expect(within(wizard).getAllByRole('alert')).toHaveLength(2);
});

test('the summary lists what has been chosen so far', async () => {
  await renderBookingPage();
  for (const label of ['Package', 'Child', 'Turning', 'Date', 'Time', 'Room']) expect(summaryValue(label)).toBe('Not chosen yet');
  expect(summaryValue('Number of kids')).toBe('8');
  expect(within(summary()).getByText('Choose a package to see the price.')).toBeInTheDocument();
});

test('the price: package for its kids, extra kids, food, add-ons, total, deposit and the balance on the day', async () => {
  saveWizard(
    aDraft({
      numberOfKids: 12,
      kidsFood: [{ ...kidsFood[0]!, quantity: 3 }],
      adultsFood: [{ ...adultsFood[1]!, quantity: 2 }],
      addons: [{ ...addons[0]!, quantity: 1 }, { ...addons[1]!, quantity: 1 }],
    }),
  );
  await renderBookingPage();
  expect(summaryValue('Package')).toBe('Basic Fun');
  expect(summaryValue('Child')).toBe('Mia Nguyen');
  expect(summaryValue('Turning')).toBe('6');
  expect(summaryValue('Date')).toBe('Thu, July 10th, 2031');
  expect(summaryValue('Time')).toBe('11:00 AM - 1:00 PM');
  expect(summaryValue('Room')).toBe('Ocean Room');
  expect(summaryValue('Number of kids')).toBe('12');
  expect(summaryValue('Basic Fun (up to 10 kids)')).toBe('$300.00');
  expect(summaryValue('Additional kids (2 × $15.00)')).toBe('$30.00');
  expect(summaryValue('Chicken Nuggets (3 portions)')).toBe('Included');
  expect(summaryValue('Sushi Platter × 2')).toBe('$179.00');
  expect(summaryValue('Lolly Bags (12 kids × $5.00)')).toBe('$60.00');
  expect(summaryValue('Face Painting × 1')).toBe('$150.00');
  expect(summaryValue('Total')).toBe('$719.00');
  expect(summaryValue('Deposit (pay now)')).toBe('$100.00');
  expect(summaryValue('Balance due on the day')).toBe('$619.00');
  expect(summary()).toHaveTextContent('The $100 deposit is non-refundable.');
});

test("each step keeps the price with its buttons (a phone's foot of the screen): nothing before a package, then the total and the deposit, or the whole price paid in full", async () => {
  saveWizard(aDraft({ selectedPackage: null }));
  const { user } = await renderBookingPage();
  expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('Choose a package to see the price');
  // The packages come from the API (MSW) after the first render.
  await user.click(await screen.findByRole('radio', { name: /Basic Fun/ }));
  // Basic Fun for 12 kids: $300 for 10, 2 more at $15.
  expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('Total $330.00Deposit now $100.00');
  await user.click(within(screen.getByRole('group', { name: 'Price' })).getByRole('button', { name: 'Summary' }));
  expect(summary()).toHaveFocus();
});

test('on step 3 the price bar says what paying in full takes now', async () => {
  saveWizard(aDraft({ paymentOption: 'full' }), { step: 3 });
  await renderBookingPage();
  expect(await screen.findByRole('group', { name: 'Price' })).toHaveTextContent('Total $330.00Pay now $330.00');
  expect(within(screen.getByRole('group', { name: 'Price' }).parentElement!).getByRole('button', { name: 'Complete Booking' })).toBeInTheDocument();
});
