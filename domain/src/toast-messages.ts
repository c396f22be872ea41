// The toasts and alerts of the public pages: their titles and messages, each as SPEC.md §5 words it.

import { COUPON_MESSAGES } from './coupon-messages';
import { PAYMENT_TYPE_REQUIRED, STEP3_MESSAGES } from './booking-form-messages';

export const TOAST_TITLES = {
  dataRequired: 'Data Required',
  invalidData: 'Invalid Data',
  couponError: 'Coupon Error',
  bookingFailed: 'Booking Failed',
  sendMessageFailed: 'Send message Failed',
  paymentType: 'Payment Type',
  updateFailed: 'Update Failed',
  validationError: 'Validation Error',
  error: 'Error',
  bookingError: 'Booking Error',
  updateError: 'Update Error',
  bookingInitiate: 'Booking Initiate',
  messageSent: 'Message Sent',
  bookingUpdated: 'Booking Updated!',
} as const;

export const TOAST_MESSAGES = {
  bookingFailed: 'There was a problem creating your booking. Please try again.',
  checkoutFailed: 'Error initiating dynamic checkout:',
  sendMessageFailed: 'There was a problem to send message. Please try again.',
  paymentType: PAYMENT_TYPE_REQUIRED,
  updateFailed: 'There was a problem updating your booking. Please try again.',
  validationError: 'Please fix the highlighted errors in the form.',
  afterHoursLoadFailed: 'Could not load booking details for editing.',
  afterHoursSaveFailed: 'There was a problem saving your booking. Please try again.',
  afterHoursUpdateFailed: 'There was a problem updating the booking. Please try again.',
  bookingInitiate: 'Booking Initiate. Pay Now',
  messageSent: "Thank you for your message. We'll get back to you soon!",
  bookingUpdated: 'Your party details have been updated successfully.',
} as const;

export interface ToastText {
  title: string;
  message: string;
}

/** 'Booking Failed': the creation message followed by the error, when no bookingId comes back or the call fails. */
export function bookingFailedToast(error: string): ToastText {
  return { title: TOAST_TITLES.bookingFailed, message: `${TOAST_MESSAGES.bookingFailed} ${error}`.trim() };
}

/** 'Booking Failed': 'Error initiating dynamic checkout:' followed by the error, when checkout creation fails. */
export function checkoutFailedToast(error: string): ToastText {
  return { title: TOAST_TITLES.bookingFailed, message: `${TOAST_MESSAGES.checkoutFailed} ${error}`.trim() };
}

/** After-hours save succeeded: 'Booking Initiate' with a message carrying the reference ID. */
export function afterHoursSavedToast(referenceId: string): ToastText {
  return { title: TOAST_TITLES.bookingInitiate, message: `Booking Initiate. Your reference ID is ${referenceId}.` };
}

/** After-hours update succeeded: 'Booking Updated!' with 'Booking {id} has been successfully updated.'. */
export function afterHoursUpdatedToast(id: string): ToastText {
  return { title: TOAST_TITLES.bookingUpdated, message: `Booking ${id} has been successfully updated.` };
}

/**
 * The toast title of a main-flow validation message: the mobile rule's is 'Invalid Data', every
 * other step 1 and step 3 message (and the edit flow's terms message) is 'Data Required'.
 */
export function validationToastTitle(message: string): string {
  return message === STEP3_MESSAGES.mobileInvalid ? TOAST_TITLES.invalidData : TOAST_TITLES.dataRequired;
}

/** The 'Minimum Party Size' alert: 'Minimum number of Children is 1. Please call {phone} for smaller parties.' */
export function minimumPartySizeAlert(phone: string): ToastText {
  return {
    title: 'Minimum Party Size',
    message: `Minimum number of Children is 1. Please call ${phone} for smaller parties.`,
  };
}

/** The 'Age Restriction' alert, telling the user to phone the venue for children over 11. */
export function ageRestrictionAlert(phone: string): ToastText {
  return {
    title: 'Age Restriction',
    message: `For children over 11 years, please call ${phone} to book a party.`,
  };
}

/** Coupon success: 'Coupon added successfully' with the discount amount (already formatted). */
export function couponAddedToast(formattedDiscount: string): ToastText {
  return { title: COUPON_MESSAGES.added, message: `Discount: ${formattedDiscount}` };
}
