import { AFTER_HOURS_SAMPLE_ADDONS, type AfterHoursAddon } from '@party/domain';

// The catalogue loaded on first start. Money in dollars here, as people read it; the seed stores
// cents. Image paths are relative to api/images/ (served at /api/images/).

export interface SeedPackage {
  id: string;
  name: string;
  description: string;
  pricePackage: number;
  pricePerChild: number;
  minChildren: number;
  inclusions: string[];
  complementoryMenu: number;
  durationMinutes: number;
}

export const SEED_PACKAGES: SeedPackage[] = [
  {
    id: 'basic-fun',
    name: 'Basic Fun',
    description: 'Two hours of play with a party room and a host to keep things moving.',
    pricePackage: 300,
    pricePerChild: 15,
    minChildren: 10,
    inclusions: ['90 minutes in the play area', '30 minutes in a party room', 'Party host', 'Invitations'],
    complementoryMenu: 2,
    durationMinutes: 120,
  },
  {
    id: 'super-party',
    name: 'Super Party',
    description: 'Everything in Basic Fun, plus a lolly bag and a drink for every child.',
    pricePackage: 450,
    pricePerChild: 18,
    minChildren: 12,
    inclusions: ['90 minutes in the play area', '30 minutes in a party room', 'Party host', 'Lolly bags', 'Unlimited cordial'],
    complementoryMenu: 3,
    durationMinutes: 120,
  },
  {
    id: 'ultimate-bash',
    name: 'Ultimate Bash',
    description: 'Two and a half hours with a themed room, games and a birthday cake.',
    pricePackage: 600,
    pricePerChild: 20,
    minChildren: 15,
    inclusions: ['2 hours in the play area', '30 minutes in a themed room', 'Two party hosts', 'Birthday cake', 'Party games'],
    complementoryMenu: 4,
    durationMinutes: 150,
  },
  {
    id: 'mini-party',
    name: 'Mini Party',
    description: 'A shorter party for small groups.',
    pricePackage: 200,
    pricePerChild: 12,
    minChildren: 8,
    inclusions: ['60 minutes in the play area', '30 minutes in a party room'],
    complementoryMenu: 1,
    durationMinutes: 90,
  },
];

export const SEED_ROOMS = [
  { id: 'jungle-room', name: 'Jungle Room', description: 'Leafy and loud, with vines to swing past.', imagePath: 'rooms/jungle-room.svg', maxCapacity: 15 },
  { id: 'ocean-room', name: 'Ocean Room', description: 'Cool blues, bubbles and a giant whale mural.', imagePath: 'rooms/ocean-room.svg', maxCapacity: 25 },
  { id: 'space-room', name: 'Space Room', description: 'Rockets, planets and glow-in-the-dark stars.', imagePath: 'rooms/space-room.svg', maxCapacity: 40 },
  { id: 'castle-room', name: 'Castle Room', description: 'Our biggest room, with turrets and a drawbridge.', imagePath: 'rooms/castle-room.svg', maxCapacity: 50 },
];

export const SEED_TIME_SLOTS = ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((time) => ({
  id: `slot-${time.replace(':', '')}`,
  time,
}));

export const SEED_KIDS_FOOD = [
  { id: 'chicken-nuggets', name: 'Chicken Nuggets', description: 'Crunchy nuggets with tomato sauce.', imagePath: 'food/chicken-nuggets.svg', maxChildComplementory: 5 },
  { id: 'mini-pizzas', name: 'Mini Pizzas', description: 'Cheese and ham mini pizzas.', imagePath: 'food/mini-pizzas.svg', maxChildComplementory: 4 },
  { id: 'fairy-bread', name: 'Fairy Bread', description: 'Buttered bread with hundreds and thousands.', imagePath: 'food/fairy-bread.svg', maxChildComplementory: 8 },
  { id: 'hot-chips', name: 'Hot Chips', description: 'Golden chips, lightly salted.', imagePath: 'food/hot-chips.svg', maxChildComplementory: 6 },
  { id: 'fruit-platter', name: 'Fruit Platter', description: 'Seasonal fruit, cut and ready.', imagePath: 'food/fruit-platter.svg', maxChildComplementory: 10 },
];

export const SEED_ADULT_FOOD = [
  { id: 'sandwich-platter', name: 'Sandwich Platter', description: 'Twenty-four point sandwiches.', imagePath: 'food/sandwich-platter.svg', price: 65 },
  { id: 'antipasto-platter', name: 'Antipasto Platter', description: 'Cured meats, cheeses, olives and crackers.', imagePath: 'food/antipasto-platter.svg', price: 80 },
  { id: 'sushi-platter', name: 'Sushi Platter', description: 'Thirty pieces of assorted sushi.', imagePath: 'food/sushi-platter.svg', price: 89.5 },
];

export const SEED_ADDONS = [
  { id: 'lolly-bags', name: 'Lolly Bags', description: 'A bag of lollies for every child.', imagePath: 'addons/lolly-bags.svg', price: 5, priceType: 'per_child' },
  { id: 'ice-cream', name: 'Ice Cream Cups', description: 'A cup of ice cream for every child.', imagePath: 'addons/ice-cream.svg', price: 3.5, priceType: 'per_child' },
  { id: 'face-painting', name: 'Face Painting', description: 'A face painter for one hour.', imagePath: 'addons/face-painting.svg', price: 150, priceType: 'per_item' },
  { id: 'balloon-bundle', name: 'Balloon Bundle', description: 'Twenty helium balloons in the colours you choose.', imagePath: 'addons/balloon-bundle.svg', price: 40, priceType: 'per_item' },
];

/** The spec's after-hours add-ons, with the same ids as the browser's sample data. */
export const SEED_AFTER_HOURS_ADDONS: readonly AfterHoursAddon[] = AFTER_HOURS_SAMPLE_ADDONS;

/**
 * The after-hours hire's rates (SPEC.md §9): $300 for the first 2 hours, $75 a half hour more,
 * a $150 guest fee above 80 guests, a 50 % deposit. The venue changes them from its console.
 */
export const SEED_AFTER_HOURS_RATES = { basePrice: 300, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50 } as const;

/** Coupons of both types, valid from the seed date for a year. */
export const SEED_COUPONS = [
  { code: 'PARTY10', type: 'percentage', amount: 10, maxUsage: 100, minCartValue: 200 },
  { code: 'SAVE50', type: 'fixed', amount: 50, maxUsage: 50, minCartValue: 300 },
] as const;

/** Days the venue is closed every year (month-day): closures of the whole centre for this year and the next two. */
export const SEED_CLOSED_DAYS = [
  { monthDay: '12-25', reason: 'Christmas Day' },
  { monthDay: '12-26', reason: 'Boxing Day' },
  { monthDay: '01-01', reason: "New Year's Day" },
];
