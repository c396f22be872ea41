import type { Addon, AdultFoodItem, BookingRecord, KidsFoodItem, Package, Rsvp } from '@party/domain';

// Sample data shaped like the API's answers (docs/api-contract.md), for the component tests.

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

export const kidsFood: KidsFoodItem[] = [
  { id: 'nuggets', name: 'Chicken Nuggets', description: 'Crunchy.', imageUrl: '/api/images/food/nuggets.svg', maxChildComplementory: 5 },
  { id: 'pizzas', name: 'Mini Pizzas', description: 'Cheesy.', imageUrl: '/api/images/food/pizzas.svg', maxChildComplementory: 4 },
  { id: 'fairy-bread', name: 'Fairy Bread', description: 'Sprinkles.', imageUrl: '/api/images/food/fairy.svg', maxChildComplementory: 8 },
];

export const adultsFood: AdultFoodItem[] = [
  { id: 'sandwich-platter', name: 'Sandwich Platter', description: 'Point sandwiches.', imageUrl: '/api/images/food/s.svg', price: 65 },
  { id: 'sushi-platter', name: 'Sushi Platter', description: 'Assorted sushi.', imageUrl: '/api/images/food/sushi.svg', price: 89.5 },
];

export const addons: Addon[] = [
  { id: 'lolly-bags', name: 'Lolly Bags', description: 'For every child.', imageUrl: '/api/images/a/l.svg', price: 5, priceType: 'per_child' },
  { id: 'face-painting', name: 'Face Painting', description: 'One hour.', imageUrl: '/api/images/a/f.svg', price: 150, priceType: 'per_item' },
];

/**
 * A confirmed booking of Basic Fun for 12 kids (2 above the package's 10) with one sandwich
 * platter and lolly bags: 300 + 30 + 65 + 60 = $455, $100 deposit paid.
 */
export function aBooking(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: 'bk_1',
    bookingId: 'bk_1',
    reference: 'JJ1043',
    invitationId: 'inv_1',
    status: 'confirmed',
    canceledReason: null,
    holdExpiresAt: null,
    paymentOption: 'deposit',
    childfName: 'Mia',
    childlName: 'Nguyen',
    childAge: 6,
    numberOfKids: 12,
    date: '2031-07-10',
    startTime: '11:00',
    endTime: '13:00',
    timeSlot: { id: 'slot-1100', time: '11:00' },
    room: { id: 'ocean-room', name: 'Ocean Room', maxCapacity: 25 },
    rsvpDate: '2031-07-05',
    selectedPackage: basicFun,
    kidsFood: [{ ...kidsFood[0], quantity: 3 }],
    adultsFood: [{ id: 'sandwich-platter', name: 'Sandwich Platter', quantity: 1, price: 65 }],
    addons: [{ id: 'lolly-bags', name: 'Lolly Bags', quantity: 12, price: 5, priceType: 'per_child' }],
    guestNames: [],
    coupon: '',
    couponTerms: null,
    droppedCoupon: null,
    appliedDiscountAmount: 0,
    totalPrice: 455,
    finalPrice: 455,
    totalPaidAmount: 100,
    depositAmount: 100,
    remainingAmount: 355,
    amountOwedBack: 0,
    refundDue: false,
    confirmationEmailTo: 'linh@example.com',
    contactInfo: { parentName: 'Linh Nguyen', email: 'linh@example.com', phone: '0412345678' },
    ...overrides,
  };
}

export const rsvps: Rsvp[] = [
  {
    rsvpId: 1,
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '0400000001',
    kidsNames: 'Ava, Leo',
    allergies: 'Peanuts',
    respondedAt: '2031-06-01T00:00:00.000Z',
  },
];
