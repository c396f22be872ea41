import type { Addon, AdultFoodItem, KidsFoodItem, Package, Room, TimeSlot } from '@party/domain';

// Sample data shaped like the API's answers (docs/api-contract.md), for the component tests.

/** The tests' today: 10 am on Tuesday 8 July 2031 in Sydney. */
export const NOW = new Date('2031-07-08T00:00:00Z');
export const PARTY_DATE = '2031-07-10';
export const CLOSED_DATE = '2031-07-15';

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

export const ultimateBash: Package = {
  id: 'ultimate-bash',
  name: 'Ultimate Bash',
  description: 'Two and a half hours.',
  pricePackage: 600,
  pricePerChild: 20,
  minChildren: 15,
  inclusions: ['Birthday cake'],
  complementoryMenu: 4,
  duration: 2.5,
};

export const packages: Package[] = [basicFun, ultimateBash];

export const timeSlots: TimeSlot[] = [
  { id: 'slot-1000', time: '10:00', isAvailable: true },
  { id: 'slot-1100', time: '11:00', isAvailable: true },
  { id: 'slot-1400', time: '14:00', isAvailable: false },
];

export const oceanRoom: Room = {
  id: 'ocean-room',
  name: 'Ocean Room',
  description: 'Bubbles and a whale mural.',
  imageUrl: '/api/images/rooms/ocean-room.svg',
  maxCapacity: 25,
  availability: { availableByDefault: true },
};

export const jungleRoom: Room = {
  id: 'jungle-room',
  name: 'Jungle Room',
  description: 'Vines to swing past.',
  imageUrl: '/api/images/rooms/jungle-room.svg',
  maxCapacity: 15,
  availability: { availableByDefault: false },
};

export const rooms: Room[] = [oceanRoom, jungleRoom];

export const kidsFood: KidsFoodItem[] = [
  { id: 'nuggets', name: 'Chicken Nuggets', description: 'Crunchy.', imageUrl: '/api/images/food/nuggets.svg', maxChildComplementory: 5 },
  { id: 'pizzas', name: 'Mini Pizzas', description: 'Cheesy.', imageUrl: '/api/images/food/pizzas.svg', maxChildComplementory: 4 },
  { id: 'fairy-bread', name: 'Fairy Bread', description: 'Sprinkles.', imageUrl: '/api/images/food/fairy.svg', maxChildComplementory: null },
];

export const adultsFood: AdultFoodItem[] = [
  { id: 'sandwich-platter', name: 'Sandwich Platter', description: 'Point sandwiches.', imageUrl: '/api/images/food/s.svg', price: 65 },
  { id: 'sushi-platter', name: 'Sushi Platter', description: 'Assorted sushi.', imageUrl: '/api/images/food/sushi.svg', price: 89.5 },
];

export const addons: Addon[] = [
  { id: 'lolly-bags', name: 'Lolly Bags', description: 'For every child.', imageUrl: '/api/images/a/l.svg', price: 5, priceType: 'per_child' },
  { id: 'face-painting', name: 'Face Painting', description: 'One hour.', imageUrl: '/api/images/a/f.svg', price: 150, priceType: 'per_item' },
];
