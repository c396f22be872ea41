import type { AfterHoursAddon, Package } from './contract/catalogue';

// The spec's sample data: the edit and after-hours flows use local sample packages and add-ons. The
// add-ons' descriptions are ours (the spec's add-ons have none); migration 011 gives them to a
// database seeded before.

export const AFTER_HOURS_SAMPLE_PACKAGES: readonly Package[] = [
  {
    id: 'basic-fun',
    name: 'Basic Fun',
    description: 'Exclusive after-hours use of the play centre.',
    pricePackage: 300,
    pricePerChild: 15,
    minChildren: 10,
    inclusions: [],
    complementoryMenu: 0,
    duration: 2,
  },
];

export const AFTER_HOURS_SAMPLE_ADDONS: readonly AfterHoursAddon[] = [
  {
    id: 'events-room',
    name: 'Events Room',
    description: 'A private room beside the play area with tables and chairs, for food, presents or speeches.',
    price: 100,
    type: 'quantity',
    maxQuantity: 5,
  },
  {
    id: 'cafe-tab',
    name: 'Cafe Tab',
    description: 'Our café stays open for your guests: coffee, drinks and snacks, charged to your tab.',
    price: 150,
    type: 'selectable',
    maxQuantity: 1,
  },
  {
    id: 'kitchen-access',
    name: 'Kitchen Access',
    description: 'Use of our kitchen (fridge, oven and sink) to keep, warm and serve your own catering.',
    price: 150,
    type: 'selectable',
    maxQuantity: 1,
  },
];
