import type { AfterHoursRequest } from '@party/domain';

/**
 * A request to hire the whole centre from 7 to 9 pm on `date` (parties end by 6:30 pm), paying a
 * deposit: the sample hire the browser tests and the bench both make.
 */
export function eveningHireRequest(date: string, contact: { firstName: string; lastName: string; email: string }): AfterHoursRequest {
  return {
    date,
    startTime: '19:00',
    endTime: '21:00',
    ...contact,
    mobile: '0412 345 678',
    address: '1 Test Street, Parramatta',
    notes: '',
    expectedKids: 20,
    expectedAdults: 10,
    addons: [],
    selectedPackage: { id: 'basic-fun' },
    paymentOption: 'deposit',
  };
}
