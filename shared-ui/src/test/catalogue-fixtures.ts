import type { Addon, AdultFoodItem, KidsFoodItem, Package } from '@party/domain';

// The catalogue as the API answers it (docs/api-contract.md), for the remotes' component tests,
// which serve it through MSW: one copy for every remote, so that their tests price the same
// package, food and add-ons. Imported by its path (`@party/shared-ui/src/test/catalogue-fixtures`),
// only from tests: nothing in the package's index, so none of it reaches a bundle.

export const basicFun: Package = {
  id: 'basic-fun',
  name: 'Basic Fun',
  description: 'Two hours of play.',
  pricePackage: 300,
  pricePerChild: 15,
  minChildren: 10,
  inclusions: ['Party host'],
  complementoryMenu: 2,
  duration: 2,
};

/** A portion of Fairy Bread serves one child. */
export const kidsFood: KidsFoodItem[] = [
  { id: 'nuggets', name: 'Chicken Nuggets', description: 'Crunchy.', imageUrl: '/api/images/food/nuggets.svg', maxChildComplementory: 5 },
  { id: 'pizzas', name: 'Mini Pizzas', description: 'Cheesy.', imageUrl: '/api/images/food/pizzas.svg', maxChildComplementory: 4 },
  { id: 'fairy-bread', name: 'Fairy Bread', description: 'Sprinkles.', imageUrl: '/api/images/food/fairy.svg', maxChildComplementory: 1 },
];

export const adultsFood: AdultFoodItem[] = [
  { id: 'sandwich-platter', name: 'Sandwich Platter', description: 'Point sandwiches.', imageUrl: '/api/images/food/s.svg', price: 65 },
  { id: 'sushi-platter', name: 'Sushi Platter', description: 'Assorted sushi.', imageUrl: '/api/images/food/sushi.svg', price: 89.5 },
];

/** The party add-ons (the after-hours page has its own: AFTER_HOURS_SAMPLE_ADDONS). */
export const addons: Addon[] = [
  { id: 'lolly-bags', name: 'Lolly Bags', description: 'For every child.', imageUrl: '/api/images/a/l.svg', price: 5, priceType: 'per_child' },
  { id: 'face-painting', name: 'Face Painting', description: 'One hour.', imageUrl: '/api/images/a/f.svg', price: 150, priceType: 'per_item' },
];
