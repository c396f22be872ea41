import type { AfterHoursAddon, Package } from '../contract/catalogue';

// The spec's sample data: the edit and after-hours flows use local sample packages and add-ons.

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
  { id: 'events-room', name: 'Events Room', price: 100, type: 'quantity', maxQuantity: 5 },
  { id: 'cafe-tab', name: 'Cafe Tab', price: 150, type: 'selectable', maxQuantity: 1 },
  { id: 'kitchen-access', name: 'Kitchen Access', price: 150, type: 'selectable', maxQuantity: 1 },
];
