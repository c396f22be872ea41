import type { BookingRecord, RsvpList } from '@party/domain';
import { addons, adultsFood, basicFun, kidsFood } from '@party/shared-ui/src/test/catalogue-fixtures';

// Sample data shaped like the API's answers (the contract's), for the component tests: the
// catalogue every remote's tests share, and a booking with its guests' answers.

export { addons, adultsFood, kidsFood } from '@party/shared-ui/src/test/catalogue-fixtures';

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
    adultsFood: [{ ...adultsFood[0], quantity: 1 }],
    addons: [{ ...addons[0], quantity: 12 }],
    guestNames: [],
    coupon: '',
    couponTerms: null,
    droppedCoupon: null,
    appliedDiscountAmount: 0,
    totalPrice: 455,
    fees: [],
    venueAskedToMove: null,
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

/** Two families' answers: Sam Lee's two kids are coming (Ava with allergies), Noah Brown's family can't. */
export const rsvps: RsvpList = {
  answers: [
    {
      rsvpId: 'rsvp-1',
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '0400000001',
      coming: true,
      kids: [
        { name: 'Ava', allergies: 'Peanuts' },
        { name: 'Leo', allergies: '' },
      ],
      respondedAt: '2031-06-01T00:00:00.000Z',
    },
    {
      rsvpId: 'rsvp-2',
      name: 'Noah Brown',
      email: 'noah@example.com',
      phone: '',
      coming: false,
      kids: [],
      respondedAt: '2031-06-02T00:00:00.000Z',
    },
  ],
  totals: { familiesComing: 1, kidsComing: 2, cantCome: 1 },
};
