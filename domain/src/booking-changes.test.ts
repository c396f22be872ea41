import { afterHoursComparable, bookingChanges, partyComparable, type AfterHoursChangeInput, type PartyChangeInput } from './booking-changes';
import type { PartyOrder } from './order';

const order: PartyOrder = {
  numberOfKids: 12,
  kidsFood: [{ id: 'nuggets', name: 'Chicken Nuggets', quantity: 3 }],
  adultsFood: [{ id: 'sandwich', name: 'Sandwich Platter', quantity: 2, unitPrice: 65 }],
  addons: [
    { id: 'lolly', name: 'Lolly Bags', quantity: 12, unitPrice: 5, priceType: 'per_child' },
    { id: 'face', name: 'Face Painting', quantity: 1, unitPrice: 120, priceType: 'per_item' },
  ],
};
const party: PartyChangeInput = { order, paymentOption: 'deposit', finalPrice: 560 };
const partyWith = (changes: Partial<PartyOrder>, rest: Partial<Omit<PartyChangeInput, 'order'>> = {}): PartyChangeInput => ({
  ...party,
  ...rest,
  order: { ...order, ...changes },
});

test.each([
  { name: 'an edit that changes nothing has no changes', after: party, changes: [] },
  { name: 'the number of kids', after: partyWith({ numberOfKids: 14 }), changes: ['Number of kids: 12 → 14.'] },
  {
    name: "kids' food portions and per-child add-ons follow the number of kids, so only that is told",
    after: partyWith({ numberOfKids: 20, kidsFood: [{ id: 'nuggets', name: 'Chicken Nuggets', quantity: 4 }], addons: [{ ...order.addons[0], quantity: 20 }, order.addons[1]] }),
    changes: ['Number of kids: 12 → 20.'],
  },
  {
    name: "kids' food added and removed, without a quantity",
    after: partyWith({ kidsFood: [{ id: 'fairy', name: 'Fairy Bread', quantity: 2 }] }),
    changes: ['Added Fairy Bread.', 'Removed Chicken Nuggets.'],
  },
  {
    name: 'an adult food quantity changed',
    after: partyWith({ adultsFood: [{ id: 'sandwich', name: 'Sandwich Platter', quantity: 3, unitPrice: 65 }] }),
    changes: ['Sandwich Platter: 2 → 3.'],
  },
  {
    name: 'an add-on added with its quantity, another removed',
    after: partyWith({ addons: [order.addons[0], { id: 'balloons', name: 'Balloons', quantity: 2, unitPrice: 10, priceType: 'per_item' }] }),
    changes: ['Added Balloons × 2.', 'Removed Face Painting.'],
  },
  {
    name: 'an add-on quantity changed',
    after: partyWith({ addons: [order.addons[0], { ...order.addons[1], quantity: 2 }] }),
    changes: ['Face Painting: 1 → 2.'],
  },
  { name: 'the payment option', after: partyWith({}, { paymentOption: 'full' }), changes: ['Payment option: Deposit → Full payment.'] },
  { name: 'the price', after: partyWith({}, { finalPrice: 625 }), changes: ['Price: $560.00 → $625.00.'] },
  {
    name: 'everything at once, in the booking order: kids, items, payment option, price',
    after: partyWith(
      { numberOfKids: 14, adultsFood: [], addons: [order.addons[0], { ...order.addons[1], quantity: 3 }] },
      { paymentOption: 'later', finalPrice: 600 },
    ),
    changes: ['Number of kids: 12 → 14.', 'Face Painting: 1 → 3.', 'Removed Sandwich Platter.', 'Payment option: Deposit → Pay on Event Day.', 'Price: $560.00 → $600.00.'],
  },
])("a party's edit: $name", ({ after, changes }) => {
  expect(bookingChanges(partyComparable(party), partyComparable(after))).toEqual(changes);
});

const hire: AfterHoursChangeInput = {
  date: '2031-06-20',
  startTime: '18:00',
  endTime: '20:00',
  expectedKids: 20,
  expectedAdults: 10,
  addons: [{ id: 'events-room', name: 'Events Room', quantity: 1 }],
  notes: 'Nut-free cake, please.',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  mobile: '0412345678',
  address: '1 Test St, Parramatta NSW 2150',
  paymentOption: 'deposit',
  total: 400,
};

test.each<{ name: string; after: Partial<AfterHoursChangeInput>; changes: string[] }>([
  { name: 'an edit that changes nothing has no changes', after: {}, changes: [] },
  { name: 'the date', after: { date: '2031-06-21' }, changes: ['Date: Fri, June 20th, 2031 → Sat, June 21st, 2031.'] },
  {
    name: 'the end time, and so the duration',
    after: { endTime: '21:30' },
    changes: ['Time: 6:00 PM - 8:00 PM → 6:00 PM - 9:30 PM.', 'Duration: 2 hours → 3.5 hours.'],
  },
  {
    name: 'both times moved, the duration kept',
    after: { startTime: '19:00', endTime: '21:00' },
    changes: ['Time: 6:00 PM - 8:00 PM → 7:00 PM - 9:00 PM.'],
  },
  { name: 'the expected kids', after: { expectedKids: 25 }, changes: ['Expected kids: 20 → 25.'] },
  { name: 'the expected adults', after: { expectedAdults: 0 }, changes: ['Expected adults: 10 → 0.'] },
  {
    name: 'an add-on added with its quantity',
    after: { addons: [...hire.addons, { id: 'cafe-tab', name: 'Cafe Tab', quantity: 1 }] },
    changes: ['Added Cafe Tab × 1.'],
  },
  { name: 'an add-on quantity changed', after: { addons: [{ id: 'events-room', name: 'Events Room', quantity: 3 }] }, changes: ['Events Room: 1 → 3.'] },
  { name: 'an add-on removed', after: { addons: [] }, changes: ['Removed Events Room.'] },
  { name: 'notes changed: said, not quoted (the email shows them whole)', after: { notes: 'Gluten-free cake, please.' }, changes: ['Notes changed.'] },
  { name: 'notes removed', after: { notes: '' }, changes: ['Notes removed.'] },
  { name: 'spaces around the notes are no change', after: { notes: '  Nut-free cake, please.\n' }, changes: [] },
  { name: 'the name', after: { firstName: 'Alexandra' }, changes: ['Name: Alex Morgan → Alexandra Morgan.'] },
  { name: 'the email', after: { email: 'alex.morgan@example.com' }, changes: ['Email: alex@example.com → alex.morgan@example.com.'] },
  { name: 'the mobile', after: { mobile: '0498765432' }, changes: ['Mobile: 0412345678 → 0498765432.'] },
  { name: 'the address', after: { address: '2 Test St' }, changes: ['Address: 1 Test St, Parramatta NSW 2150 → 2 Test St.'] },
  { name: 'the payment option', after: { paymentOption: 'full' }, changes: ['Payment option: Deposit → Full payment.'] },
  { name: 'the price', after: { total: 475 }, changes: ['Price: $400.00 → $475.00.'] },
  {
    name: 'everything at once, in the booking order',
    after: {
      date: '2031-06-21',
      endTime: '20:30',
      expectedKids: 30,
      addons: [{ id: 'kitchen-access', name: 'Kitchen Access', quantity: 1 }],
      notes: 'Balloons at 5.',
      mobile: '0498765432',
      paymentOption: 'full',
      total: 625,
    },
    changes: [
      'Date: Fri, June 20th, 2031 → Sat, June 21st, 2031.',
      'Time: 6:00 PM - 8:00 PM → 6:00 PM - 8:30 PM.',
      'Duration: 2 hours → 2.5 hours.',
      'Expected kids: 20 → 30.',
      'Added Kitchen Access × 1.',
      'Removed Events Room.',
      'Notes changed.',
      'Mobile: 0412345678 → 0498765432.',
      'Payment option: Deposit → Full payment.',
      'Price: $400.00 → $625.00.',
    ],
  },
])("an after-hours hire's edit: $name", ({ after, changes }) => {
  expect(bookingChanges(afterHoursComparable(hire), afterHoursComparable({ ...hire, ...after }))).toEqual(changes);
});

test.each([
  { name: 'notes added where there were none', before: '', after: 'Balloons at 5.', change: 'Notes added.' },
  { name: 'an empty value reads as none', before: 'x', after: '', change: 'Notes removed.' },
])('free text: $name', ({ before, after, change }) => {
  expect(bookingChanges(afterHoursComparable({ ...hire, notes: before }), afterHoursComparable({ ...hire, notes: after }))).toEqual([change]);
});

test("a fact the booking did not have before is told from 'none'", () => {
  const before = { event: [], items: [], terms: [] };
  const after = { event: [{ label: 'Room', value: 'Ocean Room' }], items: [], terms: [] };
  expect(bookingChanges(before, after)).toEqual(['Room: none → Ocean Room.']);
});
