import { AFTER_HOURS_SAMPLE_ADDONS, type AfterHoursAddon, type AfterHoursTerms, type Package } from '@party/domain';
import { basicFun } from '@party/shared-ui/src/test/catalogue-fixtures';
import type { AfterHoursBooking } from '@party/domain';

// Sample data shaped like the API's answers (docs/api-contract.md), for the component tests: the
// after-hours add-ons and events, beside the package every remote's tests share (shared-ui/src/test).

/** The tests' today: 10 am on Tuesday 8 July 2031 in Sydney. */
export const NOW = new Date('2031-07-08T00:00:00Z');
/** 12 days ahead: bookable, and open to changes. */
export const EVENT_DATE = '2031-07-20';
export const CLOSED_DATE = '2031-07-25';

export const superParty: Package = { ...basicFun, id: 'super-party', name: 'Super Party', pricePackage: 450 };

/** Listed after another package, as the API may list it: the page still picks Basic Fun. */
export const packages: Package[] = [superParty, basicFun];

/** The spec's window and rates (SPEC.md §9), as GET /api/after-hours-terms answers them for a venue that kept them. */
export const terms: AfterHoursTerms = {
  window: { opens: '09:00', closes: '22:00' },
  rates: { basePrice: 300, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50 },
};

/** Events Room $100 (up to 5), Cafe Tab $150, Kitchen Access $150. */
export const addons: AfterHoursAddon[] = [...AFTER_HOURS_SAMPLE_ADDONS];

/**
 * A confirmed event on the 20th, 6 pm to 9 pm, 20 kids and 10 adults, two Events Rooms and the
 * Cafe Tab: $300 + $350 + $150 extra time = $800, its $400 deposit paid.
 */
export function aRecord(overrides: Partial<AfterHoursBooking> = {}): AfterHoursBooking {
  return {
    uniqueBookingId: 'ah_1',
    reference: 'JJ1003',
    status: 'confirmed',
    date: EVENT_DATE,
    startTime: '18:00',
    endTime: '21:00',
    duration: 3,
    firstName: 'Alex',
    lastName: 'Taylor',
    email: 'alex@example.com',
    mobile: '0400111222',
    address: '2 Event Road, Parramatta',
    notes: 'School fundraiser',
    expectedKids: 20,
    expectedAdults: 10,
    addons: [
      { id: 'events-room', name: 'Events Room', quantity: 2, price: 100 },
      { id: 'cafe-tab', name: 'Cafe Tab', quantity: 1, price: 150 },
    ],
    selectedPackage: basicFun,
    paymentOption: 'deposit',
    pricing: { basePrice: 300, addonCosts: 350, guestFee: 0, additionalDurationCost: 150, subtotal: 800, gst: 0, total: 800, deposit: 400 },
    totalPaidAmount: 400,
    depositAmount: 400,
    remainingAmount: 400,
    amountOwedBack: 0,
    refundDue: false,
    createdDate: '2031-07-01T00:00:00.000Z',
    updatedDate: '2031-07-01T00:00:00.000Z',
    ...overrides,
  };
}
