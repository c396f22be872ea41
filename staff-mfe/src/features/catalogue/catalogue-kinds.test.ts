import { CATALOGUE_INPUTS, z } from '@party/domain';
import { aStaffCatalogue } from '../../test/fixtures';
import { aOne, formValues, itemInput, itemProblems, KINDS, type CatalogueItem } from './catalogue-kinds';

// Hide and Show send an item as it is: every kind's item, read into the form and back, must be an
// input its contract schema takes unchanged.
test.each(KINDS.map((spec) => [spec.kind, spec] as const))('%s: an item read into the form and back is the input the contract takes', (_kind, spec) => {
  const catalogue = aStaffCatalogue();
  for (const item of catalogue[spec.list] as CatalogueItem[]) {
    const values = formValues(spec.fields, item, catalogue.pictures);
    expect(itemProblems(spec, values)).toEqual({});
    const input = itemInput(spec, values, !item.hidden);
    expect(z.safeParse(CATALOGUE_INPUTS[spec.kind], input).success).toBe(true);
    expect(input.hidden).toBe(!item.hidden);
  }
});

test('a new item starts empty, with the first choice chosen; empty money asks for it by its label', () => {
  const addons = KINDS.find((spec) => spec.kind === 'addons')!;
  const values = formValues(addons.fields, undefined, []);
  expect(values).toEqual({ name: '', description: '', picture: '', price: '', priceType: 'per_child' });
  expect(itemProblems(addons, values)).toEqual({ name: 'Give it a name', picture: 'Choose one of the pictures', price: 'Give the price' });
});

test('money as staff type it; a NUL or an emoji in a name goes to the API as typed, for it to judge', () => {
  const adultFood = KINDS.find((spec) => spec.kind === 'adult-food')!;
  const values = { name: 'Platter 🍕\u0000', description: '', picture: 'food/sushi-platter.svg', price: ' $1,050.5 ' };
  expect(itemInput(adultFood, values, false)).toEqual({ name: 'Platter 🍕\u0000', description: '', picture: 'food/sushi-platter.svg', price: 1050.5, hidden: false });
  expect(itemProblems(adultFood, { ...values, price: '1.005' })).toEqual({ price: 'Must be an amount in dollars' });
});

test('a or an', () => {
  expect(KINDS.map((spec) => aOne(spec.singular))).toEqual([
    'a package',
    "a kids' food item",
    'an adult food platter',
    'an add-on',
    'a room',
    'a start time',
    'an after-hours add-on',
  ]);
});
