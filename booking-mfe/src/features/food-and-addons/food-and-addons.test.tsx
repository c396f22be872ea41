import { screen, within } from '@testing-library/react';
import { fixNow } from '@tooling/jest/browser-helpers';
import { adultsFood, basicFun, kidsFood, NOW, PARTY_DATE, ultimateBash } from '../../test/fixtures';
import { aDraft, freshBrowserForEachTest, renderBookingPage, saveWizard, summaryValue } from '../../test/render';
import { serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshBrowserForEachTest();

const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

async function renderFoodStep(draft = aDraft(), foodPlan: 'later' | 'now' = 'later') {
  saveWizard(draft, { step: 2, foodPlan });
  const page = await renderBookingPage();
  await screen.findByText('Chicken Nuggets', { selector: 'label' });
  // The add-ons are a read of their own, which may come after the food: the step is whole once both have.
  await screen.findByRole('checkbox', { name: 'Lolly Bags', hidden: true });
  return page;
}

test("'I will do it now' expands every section and 'I will do it later' collapses them", async () => {
  const { user } = await renderFoodStep();
  const sections = ["Kids' Food Selection", 'Adult Food Selection', 'Add Ons'];
  expect(screen.getByRole('radio', { name: 'I will do it later' })).toBeChecked();
  for (const name of sections) expect(section(name)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('checkbox', { name: 'Chicken Nuggets' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'I will do it now' }));
  for (const name of sections) expect(section(name)).toHaveAttribute('aria-expanded', 'true');
  expect(checkbox('Chicken Nuggets')).toBeVisible();

  await user.click(screen.getByRole('radio', { name: 'I will do it later' }));
  for (const name of sections) expect(section(name)).toHaveAttribute('aria-expanded', 'false');
});

test('a party 4 days or less away offers no "later": the step says why, with the venue\'s phone, and every section is open', async () => {
  fixNow(NOW); // PARTY_DATE is two days after NOW
  try {
    await renderFoodStep(aDraft({ date: PARTY_DATE }), 'later');
    expect(screen.queryByRole('radio', { name: 'I will do it later' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your party is 4 days or less away, so food and add-ons cannot be changed online after you book. Choose them now, or call us on',
    );
    for (const name of ["Kids' Food Selection", 'Adult Food Selection', 'Add Ons']) expect(section(name)).toHaveAttribute('aria-expanded', 'true');
  } finally {
    jest.useRealTimers();
  }
});

test('each section also opens and closes on its own', async () => {
  const { user } = await renderFoodStep();
  await user.click(section('Add Ons'));
  expect(section('Add Ons')).toHaveAttribute('aria-expanded', 'true');
  expect(section('Adult Food Selection')).toHaveAttribute('aria-expanded', 'false');
  expect(checkbox('Face Painting')).toBeVisible();
});

test("kids' food: only the package's complimentary count can be chosen, then the other boxes are disabled", async () => {
  const { user } = await renderFoodStep(aDraft(), 'now');
  expect(screen.getByText("The Basic Fun package includes 2 kids' food choices at no extra cost.")).toBeInTheDocument();
  await user.click(checkbox('Chicken Nuggets'));
  expect(checkbox('Fairy Bread')).toBeEnabled();
  await user.click(checkbox('Mini Pizzas'));
  expect(checkbox('Fairy Bread')).toBeDisabled();
  expect(checkbox('Chicken Nuggets')).toBeEnabled();
  expect(section("Kids' Food Selection")).toHaveTextContent('2 of 2 chosen');

  await user.click(checkbox('Chicken Nuggets'));
  expect(checkbox('Fairy Bread')).toBeEnabled();
});

test("a kids' food item serves ceil(kids / its portion size) portions, and says how many kids a portion is for", async () => {
  const { user } = await renderFoodStep(aDraft({ numberOfKids: 12 }), 'now');
  // The portions are in the line under the name, which describes the checkbox.
  const described = (text: string) => expect.stringContaining(text);
  expect(checkbox('Chicken Nuggets')).toHaveAccessibleDescription(described('Included · 3 portions, each for 5 kids'));
  expect(checkbox('Mini Pizzas')).toHaveAccessibleDescription(described('Included · 3 portions, each for 4 kids'));
  expect(checkbox('Fairy Bread')).toHaveAccessibleDescription(described('Included · 12 portions, one per child'));
  await user.click(checkbox('Chicken Nuggets'));
  expect(summaryValue('Chicken Nuggets (3 portions)')).toBe('Included');
});

test("choosing another package keeps only as many kids' food items as it includes, the first ones chosen", async () => {
  const chosen = kidsFood.map((item) => ({ ...item, quantity: 3 }));
  saveWizard(aDraft({ selectedPackage: ultimateBash, kidsFood: chosen }));
  const { user } = await renderBookingPage();
  await user.click(await screen.findByRole('radio', { name: 'Basic Fun' }));
  await user.click(await screen.findByRole('radio', { name: 'Ocean Room' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: 'I will do it now' }));
  // The food is a read of its own, which may come after the step has shown.
  expect(await screen.findByRole('checkbox', { name: 'Chicken Nuggets' })).toBeChecked();
  expect(checkbox('Mini Pizzas')).toBeChecked();
  expect(checkbox('Fairy Bread')).not.toBeChecked();
  expect(checkbox('Fairy Bread')).toBeDisabled();
});

test('adult food starts at 1 when ticked; plus and minus change it, never below 1', async () => {
  const { user } = await renderFoodStep(aDraft(), 'now');
  await user.click(checkbox('Sandwich Platter'));
  const quantity = () => screen.getByLabelText('Sandwich Platter quantity');
  expect(quantity()).toHaveTextContent('1');
  expect(screen.getByRole('button', { name: 'Decrease Sandwich Platter' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Increase Sandwich Platter' }));
  await user.click(screen.getByRole('button', { name: 'Increase Sandwich Platter' }));
  expect(quantity()).toHaveTextContent('3');
  expect(summaryValue('Sandwich Platter × 3')).toBe('$195.00');
  await user.click(screen.getByRole('button', { name: 'Decrease Sandwich Platter' }));
  expect(summaryValue('Sandwich Platter × 2')).toBe('$130.00');
  await user.click(checkbox('Sandwich Platter'));
  expect(screen.queryByLabelText('Sandwich Platter quantity')).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Booking Summary' })).queryByText(/Sandwich Platter/)).not.toBeInTheDocument();
});

test('add-ons priced per item have a quantity; per-child add-ons have none and count every kid', async () => {
  const { user } = await renderFoodStep(aDraft({ numberOfKids: 12 }), 'now');
  await user.click(checkbox('Face Painting'));
  await user.click(screen.getByRole('button', { name: 'Increase Face Painting' }));
  expect(summaryValue('Face Painting × 2')).toBe('$300.00');

  await user.click(checkbox('Lolly Bags'));
  expect(screen.queryByRole('group', { name: 'Quantity of Lolly Bags' })).not.toBeInTheDocument();
  expect(checkbox('Lolly Bags')).toHaveAccessibleDescription(expect.stringContaining('$5.00 per child, for 12 kids'));
  expect(summaryValue('Lolly Bags (12 kids × $5.00)')).toBe('$60.00');
});

test('an add-on the package already includes says so and cannot be bought again', async () => {
  await renderFoodStep(aDraft({ selectedPackage: { ...basicFun, inclusions: ['Party host', 'Lolly bags'] } }), 'now');
  expect(checkbox('Lolly Bags')).toBeDisabled();
  expect(checkbox('Lolly Bags')).toHaveAccessibleDescription(expect.stringContaining('Included in Basic Fun'));
  expect(checkbox('Face Painting')).toBeEnabled();
});

test('a quantity change puts the payment option back to deposit', async () => {
  const { user } = await renderFoodStep(aDraft({ paymentOption: 'full', adultsFood: [{ ...adultsFood[0]!, quantity: 1 }] }), 'now');
  expect(summaryValue('Pay now (full amount)')).toBe('$395.00');
  await user.click(screen.getByRole('button', { name: 'Increase Sandwich Platter' }));
  expect(summaryValue('Deposit (pay now)')).toBe('$100.00');
});

test.each([
  { name: "a kids' food item", item: 'Chicken Nuggets' },
  { name: 'an adult food item', item: 'Sushi Platter' },
  { name: 'an add-on', item: 'Face Painting' },
])("picking $name switches the choice to 'I will do it now'", async ({ item }) => {
  const { user } = await renderFoodStep();
  await user.click(section(item === 'Chicken Nuggets' ? "Kids' Food Selection" : item === 'Sushi Platter' ? 'Adult Food Selection' : 'Add Ons'));
  await user.click(checkbox(item));
  expect(screen.getByRole('radio', { name: 'I will do it now' })).toBeChecked();
  expect(section('Add Ons')).toHaveAttribute('aria-expanded', 'true');
});

test("Back returns to step 1 and 'Continue to Step 3' goes on, without food being required", async () => {
  const { user } = await renderFoodStep();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Party Details' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Step 3' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Contact Information' })).toHaveFocus();
  const steps = within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual(['✓Party Details (completed)', '✓Food & Add-ons (completed)', '3Confirmation']);
  expect(steps[2]).toHaveAttribute('aria-current', 'step');
});
