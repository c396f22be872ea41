import { AFTER_HOURS_MESSAGES } from './after-hours/after-hours-messages';
import { STEP1_MESSAGES, STEP3_MESSAGES } from './booking-form-messages';
import { bookingOverMessage, editLoadFailedDetail, editLoadFailedMessage, heldUnpaidMessage, holdRunOutMessage } from './booking-messages';
import { COUPON_MESSAGES } from './coupon-messages';
import { onlineChangesClosedMessage, onlineChangesClosedReason, onlineChangesLine, shortNoticeFoodMessage } from './online-changes-messages';
import { eachPriceLine, editKidsSentence, includedKidsFoodMessage, kidsFoodPortionsLine, roomTooSmallMessage } from './order-messages';
import { paymentStateName } from './payment-messages';
import {
  TOAST_MESSAGES,
  TOAST_TITLES,
  afterHoursSavedToast,
  afterHoursUpdatedToast,
  ageRestrictionAlert,
  bookingFailedToast,
  checkoutFailedToast,
  couponAddedToast,
  minimumPartySizeAlert,
  validationToastTitle,
} from './toast-messages';

test.each([
  { name: 'Data Required', title: TOAST_TITLES.dataRequired, text: 'Data Required' },
  { name: 'Invalid Data', title: TOAST_TITLES.invalidData, text: 'Invalid Data' },
  { name: 'Coupon Error', title: TOAST_TITLES.couponError, text: 'Coupon Error' },
  { name: 'Booking Failed', title: TOAST_TITLES.bookingFailed, text: 'Booking Failed' },
  { name: 'Send message Failed', title: TOAST_TITLES.sendMessageFailed, text: 'Send message Failed' },
  { name: 'Payment Type', title: TOAST_TITLES.paymentType, text: 'Payment Type' },
  { name: 'Update Failed', title: TOAST_TITLES.updateFailed, text: 'Update Failed' },
  { name: 'Validation Error', title: TOAST_TITLES.validationError, text: 'Validation Error' },
  { name: 'Error (after-hours load)', title: TOAST_TITLES.error, text: 'Error' },
  { name: 'Booking Error (after-hours save)', title: TOAST_TITLES.bookingError, text: 'Booking Error' },
  { name: 'Update Error (after-hours update)', title: TOAST_TITLES.updateError, text: 'Update Error' },
  { name: 'Booking Initiate', title: TOAST_TITLES.bookingInitiate, text: 'Booking Initiate' },
  { name: 'Message Sent', title: TOAST_TITLES.messageSent, text: 'Message Sent' },
  { name: 'Booking Updated!', title: TOAST_TITLES.bookingUpdated, text: 'Booking Updated!' },
])('toast title: $name', ({ title, text }) => {
  expect(title).toBe(text);
});

test.each([
  { name: 'booking failed', message: TOAST_MESSAGES.bookingFailed, text: 'There was a problem creating your booking. Please try again.' },
  { name: 'checkout failed', message: TOAST_MESSAGES.checkoutFailed, text: 'Error initiating dynamic checkout:' },
  { name: 'send message failed', message: TOAST_MESSAGES.sendMessageFailed, text: 'There was a problem to send message. Please try again.' },
  { name: 'payment type', message: TOAST_MESSAGES.paymentType, text: 'Please Select Payment Type' },
  { name: 'update failed', message: TOAST_MESSAGES.updateFailed, text: 'There was a problem updating your booking. Please try again.' },
  { name: 'validation error', message: TOAST_MESSAGES.validationError, text: 'Please fix the highlighted errors in the form.' },
  { name: 'after-hours load failed', message: TOAST_MESSAGES.afterHoursLoadFailed, text: 'Could not load booking details for editing.' },
  { name: 'after-hours save failed', message: TOAST_MESSAGES.afterHoursSaveFailed, text: 'There was a problem saving your booking. Please try again.' },
  { name: 'after-hours update failed', message: TOAST_MESSAGES.afterHoursUpdateFailed, text: 'There was a problem updating the booking. Please try again.' },
  { name: 'booking initiate', message: TOAST_MESSAGES.bookingInitiate, text: 'Booking Initiate. Pay Now' },
  { name: 'message sent', message: TOAST_MESSAGES.messageSent, text: "Thank you for your message. We'll get back to you soon!" },
  { name: 'booking updated', message: TOAST_MESSAGES.bookingUpdated, text: 'Your party details have been updated successfully.' },
])('toast message: $name', ({ message, text }) => {
  expect(message).toBe(text);
});

test.each([
  { name: 'first name', message: STEP1_MESSAGES.childFirstNameRequired, text: "Child's First name is required" },
  { name: 'age', message: STEP1_MESSAGES.childAgeRequired, text: "Child's age is required" },
  { name: 'date', message: STEP1_MESSAGES.dateRequired, text: 'Please select a date' },
  { name: 'time slot', message: STEP1_MESSAGES.timeSlotRequired, text: 'Please select a time slot' },
  { name: 'room', message: STEP1_MESSAGES.roomRequired, text: 'Please select a room' },
  { name: 'package', message: STEP1_MESSAGES.packageRequired, text: 'Please select a package' },
  { name: 'over 50 kids', message: STEP1_MESSAGES.numberOfKidsMax, text: 'Maximum 50 Kids' },
  { name: 'parent name', message: STEP3_MESSAGES.parentNameRequired, text: 'Parent/Guardian name is required' },
  { name: 'email', message: STEP3_MESSAGES.emailRequired, text: 'Email address is required' },
  { name: 'email pattern', message: STEP3_MESSAGES.emailInvalid, text: 'Please enter a valid email address' },
  { name: 'mobile', message: STEP3_MESSAGES.mobileInvalid, text: 'Mobile number must be 10 digits' },
  { name: 'address', message: STEP3_MESSAGES.addressRequired, text: 'Address is required' },
  { name: 'terms', message: STEP3_MESSAGES.termsRequired, text: 'You must accept the terms and conditions' },
  { name: 'unknown coupon', message: COUPON_MESSAGES.invalidCode, text: 'Invalid coupon code' },
  { name: 'coupon out of date', message: COUPON_MESSAGES.notValid, text: 'Coupon is not valid' },
  { name: 'coupon used up', message: COUPON_MESSAGES.maxUsageExceeded, text: 'Coupon has exceeded maximum usage' },
  { name: 'coupon minimum', message: COUPON_MESSAGES.minimumCartValueNotMet, text: 'Minimum cart value not met' },
  { name: 'coupon success', message: COUPON_MESSAGES.added, text: 'Coupon added successfully' },
  { name: 'after-hours end time', message: AFTER_HOURS_MESSAGES.endTimeAfterStart, text: 'End time must be after start time.' },
])('spec message: $name', ({ message, text }) => {
  expect(message).toBe(text);
});

test.each([
  { name: "the mobile rule's toast is titled 'Invalid Data'", message: STEP3_MESSAGES.mobileInvalid, title: 'Invalid Data' },
  { name: "a step 1 message's toast is titled 'Data Required'", message: STEP1_MESSAGES.roomRequired, title: 'Data Required' },
  { name: "a step 3 message's toast is titled 'Data Required'", message: STEP3_MESSAGES.emailInvalid, title: 'Data Required' },
  { name: "the edit flow's terms toast is titled 'Data Required'", message: STEP3_MESSAGES.termsRequired, title: 'Data Required' },
])('validationToastTitle: $name', ({ message, title }) => {
  expect(validationToastTitle(message)).toBe(title);
});

test.each([
  {
    name: "'Booking Failed' carries the error after the creation message",
    toast: bookingFailedToast('Error: 500 boom'),
    expected: { title: 'Booking Failed', message: 'There was a problem creating your booking. Please try again. Error: 500 boom' },
  },
  {
    name: "'Booking Failed' carries the error after 'Error initiating dynamic checkout:'",
    toast: checkoutFailedToast('Error: 502'),
    expected: { title: 'Booking Failed', message: 'Error initiating dynamic checkout: Error: 502' },
  },
  {
    name: "after-hours save: 'Booking Initiate' carries the reference ID",
    toast: afterHoursSavedToast('AH-123'),
    expected: { title: 'Booking Initiate', message: 'Booking Initiate. Your reference ID is AH-123.' },
  },
  {
    name: "after-hours update: 'Booking {id} has been successfully updated.'",
    toast: afterHoursUpdatedToast('AH-123'),
    expected: { title: 'Booking Updated!', message: 'Booking AH-123 has been successfully updated.' },
  },
  {
    name: "the minimum-size alert: 'Minimum number of Children is 1. Please call {phone} for smaller parties.'",
    toast: minimumPartySizeAlert('(02) 9555 0123'),
    expected: { title: 'Minimum Party Size', message: 'Minimum number of Children is 1. Please call (02) 9555 0123 for smaller parties.' },
  },
  {
    name: 'the age alert tells people to phone for children over 11',
    toast: ageRestrictionAlert('(02) 9555 0123'),
    expected: { title: 'Age Restriction', message: 'For children over 11 years, please call (02) 9555 0123 to book a party.' },
  },
  {
    name: "coupon success: 'Coupon added successfully' with the discount amount",
    toast: couponAddedToast('$12.50'),
    expected: { title: 'Coupon added successfully', message: 'Discount: $12.50' },
  },
])('$name', ({ toast, expected }) => {
  expect(toast).toEqual(expected);
});

test("the edit loader's failure reads 'Booking Not Found. Error loading booking: {message}'", () => {
  expect(editLoadFailedMessage('404 Not Found')).toBe('Booking Not Found. Error loading booking: 404 Not Found');
  // A page shows 'Booking Not Found' as its heading and the rest below it.
  expect(editLoadFailedDetail('404 Not Found')).toBe('Error loading booking: 404 Not Found');
});

test.each([
  { name: 'a party', kind: 'party' as const, text: 'Your party is 4 days or less away, so it can no longer be changed online.' },
  { name: 'an after-hours event', kind: 'event' as const, text: 'Your event is 4 days or less away, so it can no longer be changed online.' },
  { name: 'a party that has started', kind: 'party' as const, started: true, text: 'Your party has started, so it can no longer be changed online.' },
  { name: 'an after-hours event that has started', kind: 'event' as const, started: true, text: 'Your event has started, so it can no longer be changed online.' },
])('online changes closed, the reason for $name', ({ kind, started, text }) => {
  expect(onlineChangesClosedReason(kind, started)).toBe(text);
});

test.each([
  { reason: 'room-taken' as const, text: /^This booking was not paid before its hold on the room ran out, and the room has since been booked by someone else/ },
  { reason: 'hold-expired' as const, text: /^This booking was not paid in time to keep its room/ },
  { reason: 'replaced' as const, text: /^This booking was replaced by a newer one/ },
  { reason: 'event-passed' as const, text: /^This party has started \(its start time has passed\) and it was never paid, so the booking is over\./ },
])('a booking that is over ($reason) says why and offers to book again', ({ reason, text }) => {
  const message = bookingOverMessage(reason, '(02) 9555 0123');
  expect(message).toMatch(text);
  expect(message).toMatch(/Please make a new booking, or call us on \(02\) 9555 0123\.$/);
});

test('online changes closed, in one sentence with the venue contact', () => {
  expect(onlineChangesClosedMessage({ phone: '(02) 9555 0123', email: 'hi@example.com' })).toBe(
    'Your party is 4 days or less away, so it can no longer be changed online. Please call us on (02) 9555 0123 or email hi@example.com and we will be happy to help.',
  );
});

test.each([
  { name: 'a named package, two choices', pkg: 'Basic Fun', limit: 2, text: "The Basic Fun package includes 2 kids' food choices at no extra cost." },
  { name: 'one choice', pkg: 'Mini', limit: 1, text: "The Mini package includes 1 kids' food choice at no extra cost." },
  { name: 'no package yet', pkg: undefined, limit: 0, text: "Your package includes 0 kids' food choices at no extra cost." },
])("free kids' food hint: $name", ({ pkg, limit, text }) => {
  expect(includedKidsFoodMessage(pkg, limit)).toBe(text);
});

test('an item priced per unit reads "each"', () => {
  expect(eachPriceLine(65)).toBe('$65.00 each');
});

test.each([
  { name: 'a new booking is told to choose a bigger room', when: 'booking' as const, text: 'The Ocean Room holds up to 25 kids. Please choose a bigger room.' },
  { name: 'an edit is told to call (its room is fixed)', when: 'edit' as const, text: 'The Ocean Room holds up to 25 kids. Please call us to change rooms.' },
])('a room too small for the party: $name', ({ when, text }) => {
  expect(roomTooSmallMessage({ name: 'Ocean Room', maxCapacity: 25 }, when)).toBe(text);
});

test.each([
  { portions: 3, perPortion: 5, line: 'Included · 3 portions, each for 5 kids' },
  { portions: 1, perPortion: 8, line: 'Included · 1 portion, each for 8 kids' },
  { portions: 12, perPortion: 1, line: 'Included · 12 portions, one per child' },
])("kidsFoodPortionsLine: $portions portions of $perPortion kids: '$line'", ({ portions, perPortion, line }) => {
  expect(kidsFoodPortionsLine(portions, perPortion)).toBe(line);
});

test.each([
  { named: 12, coming: 9, sentence: '12 named on your guest list, 9 coming by RSVP.' },
  { named: 0, coming: 1, sentence: '0 named on your guest list, 1 coming by RSVP.' },
  { named: 16, coming: undefined, sentence: '16 named on your guest list.' },
])('editKidsSentence: $named named, $coming by RSVP', ({ named, coming, sentence }) => {
  expect(editKidsSentence(named, coming)).toBe(sentence);
});

const SYDNEY = 'Australia/Sydney';

test.each([
  { name: 'a party weeks away: until the last open day', now: '2031-06-01T10:00:00+10:00', line: 'Food, add-ons and guests can be changed online until Sun, June 15th, 2031.' },
  { name: 'on the last open day (5 days before)', now: '2031-06-15T23:30:00+10:00', line: 'Food, add-ons and guests can be changed online until Sun, June 15th, 2031.' },
  { name: '4 days before: closed', now: '2031-06-16T00:10:00+10:00', line: 'Your party is 4 days or less away, so it can no longer be changed online.' },
])('onlineChangesLine for a party on Fri, June 20th: $name', ({ now, line }) => {
  expect(onlineChangesLine('2031-06-20', new Date(now), SYDNEY)).toBe(line);
});

test('onlineChangesLine for an after-hours event speaks of the event', () => {
  expect(onlineChangesLine('2031-06-20', new Date('2031-06-01T00:00:00Z'), SYDNEY, 'event')).toBe('Your event can be changed online until Sun, June 15th, 2031.');
  expect(onlineChangesLine('2031-06-20', new Date('2031-06-17T00:00:00Z'), SYDNEY, 'event')).toBe(
    'Your event is 4 days or less away, so it can no longer be changed online.',
  );
});

test("heldUnpaidMessage names the room and the hold's deadline on the venue's clock", () => {
  expect(heldUnpaidMessage('Ocean Room', '2031-06-02T05:45:00Z', SYDNEY)).toBe(
    'We are holding the Ocean Room for you until 3:45 PM on Mon, June 2nd, 2031. Your party is not booked until it is paid: pay before then to keep the room.',
  );
});

test('holdRunOutMessage says the party is not booked and the room is not kept', () => {
  expect(holdRunOutMessage('Ocean Room')).toBe(
    'The hold on the Ocean Room has run out and your party is not booked. Pay now to book it, while the room is still free.',
  );
});

test('shortNoticeFoodMessage says food and add-ons cannot change online after booking, with the phone', () => {
  expect(shortNoticeFoodMessage('(02) 9555 0199')).toBe(
    'Your party is 4 days or less away, so food and add-ons cannot be changed online after you book. Choose them now, or call us on (02) 9555 0199.',
  );
});

test.each([
  { name: 'paid in full after choosing Pay on Event Day', booking: { status: 'confirmed', paymentOption: 'later', totalPaidAmount: 455, remainingAmount: 0 }, says: 'Paid in full' },
  { name: 'the deposit paid, the rest on the day', booking: { status: 'confirmed', paymentOption: 'deposit', totalPaidAmount: 100, remainingAmount: 355 }, says: 'Deposit paid' },
  { name: 'paying on the day', booking: { status: 'confirmed', paymentOption: 'later', totalPaidAmount: 100, remainingAmount: 355 }, says: 'Pay on Event Day' },
  { name: 'paid in full, then an edit raised the price', booking: { status: 'confirmed', paymentOption: 'full', totalPaidAmount: 455, remainingAmount: 65 }, says: 'Paid in part' },
  { name: 'nothing paid yet', booking: { status: 'pending', paymentOption: 'deposit', totalPaidAmount: 0, remainingAmount: 455 }, says: 'Awaiting payment' },
  { name: 'canceled', booking: { status: 'canceled', paymentOption: 'deposit', totalPaidAmount: 0, remainingAmount: 0 }, says: 'Canceled' },
] as const)('the confirmation page says how a booking is paid by its money: $name', ({ booking, says }) => {
  expect(paymentStateName(booking)).toBe(says);
});
