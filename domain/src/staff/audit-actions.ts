// What the audit log names each entry's action (decision 032), with the words the staff pages show
// for it. The API writes only these; an entry of an action not listed here is shown by its name.

export const STAFF_AUDIT_ACTIONS = {
  'staff.sign-in': 'Signed in',
  'staff.sign-in-refused': 'Sign-in refused',
  'staff.sign-in-limited': 'Sign-in refused: too many failed sign-ins',
  'staff.sign-in-link': 'Emailed a sign-in link (too many failed sign-ins to the account)',
  'staff.sign-out': 'Signed out',
  'staff.invite': 'Invited a staff member',
  'staff.join': 'Joined the staff (password set)',
  'staff.deactivate': 'Deactivated a staff member',
  'staff.reactivate': 'Reactivated a staff member',
  'staff.role': "Changed a staff member's role",
  'staff.second-factor-reset': "Reset a staff member's sign-in (a link to set it up again)",
  'staff.second-factor-set': 'Set up their sign-in again (password and second factor)',
  'staff.session-end': 'Ended a session',
  'booking.create': 'Booked',
  'booking.edit': 'Changed the booking',
  'booking.pay': 'Paid online',
  'booking.cancel': 'Canceled',
  'booking.move': 'Moved the booking',
  'booking.move-asked': 'Asked the customer to move it (a closure or the hours)',
  'booking.keep': 'Kept it in spite of a closure or the hours',
  'booking.arrival': 'Marked the arrival',
  'booking.note': 'Added a note',
  'door.check-in': 'Checked a child in at the door',
  'door.check-in-undo': "Undid a child's check-in at the door",
  'door.walk-in': 'Took the form of a child not on the list, and checked them in',
  'payment.counter': 'Took a payment at the counter',
  'bill.close': "Closed the party's final bill",
  'bill.waive': 'Waived a line of the final bill',
  'booking.pay-link': 'Emailed the pay link for the balance',
  'refund.record': 'Recorded a refund',
  'refund.send': 'Sent a refund through the payment provider',
  'refund.settle': 'A refund sent through the payment provider settled (or failed)',
  'closure.create': 'Closed a day or blocked a time',
  'closure.remove': 'Removed a closure',
  'catalogue.create': 'Added to the catalogue',
  'catalogue.change': 'Changed the catalogue',
  'catalogue.rates': 'Changed the after-hours rates',
  'coupon.create': 'Created a coupon',
  'coupon.change': 'Changed a coupon',
  'hours.change': 'Changed the opening hours',
  'settings.change': "Changed the venue's reminders or how long forms are kept",
} as const;

export type StaffAuditAction = keyof typeof STAFF_AUDIT_ACTIONS;

/** The words for an entry's action: its own name when it is not one of ours. */
export function auditActionWords(action: string): string {
  return (STAFF_AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
