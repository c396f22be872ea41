import type { Package, Room, TimeSlot } from '@party/domain';
import { basicFun } from '@party/shared-ui/src/test/catalogue-fixtures';

// Sample data shaped like the API's answers (docs/api-contract.md), for the component tests: the
// catalogue every remote's tests share, and what only the booking page asks for.

export { addons, adultsFood, basicFun, kidsFood } from '@party/shared-ui/src/test/catalogue-fixtures';

/** The tests' today: 10 am on Tuesday 8 July 2031 in Sydney. */
export const NOW = new Date('2031-07-08T00:00:00Z');
export const PARTY_DATE = '2031-07-10';
export const CLOSED_DATE = '2031-07-15';

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
