// Who on the venue's staff may do what (decision 032): one table, read by the API, which refuses
// a staff request whose role lacks the route's action, and by the staff pages, which show only
// what the signed-in role may do. The API is the control: the pages come from another team.

export const STAFF_ROLES = ['owner', 'manager', 'front-desk', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role's name as the pages say it. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  'front-desk': 'Front desk',
  kitchen: 'Kitchen',
};

/**
 * Every action a staff route performs, `resource.verb`, with what it lets a person do. A route
 * declares exactly one; what it answers may also depend on `bookings.contacts` and `money.read`
 * (the run sheet leaves out a parent's phone and the money for a role without them).
 */
export const STAFF_ACTIONS = {
  'day.read': "Read a day's run sheet: parties and hires, kids, allergies, food, arrivals and staff notes",
  'kitchen.read': "Read a day's kitchen sheet: food totals per start time, and allergies",
  'bookings.read': 'Find bookings and read one booking whole: its order, RSVPs, emails, notes and history',
  'bookings.contacts': "See parents' and customers' names, mobiles, emails and addresses",
  'money.read': 'See what a booking has paid, what is due and what is owed back',
  'bookings.arrive': 'Mark a party or hire arrived, or a no-show',
  'forms.read': "Read the families' attendance forms: each child's age, allergies and medical notes (the guardians' contacts with bookings.contacts)",
  'door.check-in': 'Check each child in at the door, and take the form of a child not on the list',
  'bookings.bill': "Close a party's final bill at the counter: children beyond those booked, no-show fees, a line waived with a reason",
  'bookings.note': 'Add a staff note to a booking',
  'payments.take': 'Record a balance taken at the counter, by card or in cash',
  'bookings.create': 'Book a party for a parent on the phone or at the counter (any age, any package)',
  'bookings.move': 'Move a party or hire to another date, time or room (the terms\' rebooking fee applies)',
  'bookings.cancel': 'Cancel a party or hire, at the customer\'s request (the terms apply) or the venue\'s (everything refunded)',
  'refunds.record': 'Record a refund made to a customer',
  'refunds.send': "Send a refund back to the customer's card through the payment provider",
  'money.report': 'Read what is owed back, the balances due, the takings, and download bookings as CSV',
  'audit.read': 'Read the audit log of every staff sign-in and change',
  'availability.manage': 'Close days and block rooms or the whole centre for a time',
  'catalogue.manage': 'Change the packages, food, add-ons, rooms, start times and after-hours rates',
  'coupons.manage': 'Create, change and disable coupons, and see their uses',
  'hours.manage': "Change the venue's opening hours and the after-hours window",
  'staff.manage': 'Invite staff, change their roles, deactivate them and reset their second factor',
} as const;
export type StaffAction = keyof typeof STAFF_ACTIONS;

/** The role-by-action table: what each role may do, nothing else. */
export const ROLE_ACTIONS: Record<StaffRole, readonly StaffAction[]> = {
  kitchen: ['day.read', 'kitchen.read', 'forms.read'],
  'front-desk': [
    'day.read', 'kitchen.read', 'forms.read', 'bookings.read', 'bookings.contacts', 'money.read', 'bookings.arrive', 'door.check-in', 'bookings.bill', 'bookings.note',
    'payments.take', 'bookings.create', 'bookings.move',
  ],
  manager: [
    'day.read', 'kitchen.read', 'forms.read', 'bookings.read', 'bookings.contacts', 'money.read', 'bookings.arrive', 'door.check-in', 'bookings.bill',
    'bookings.note', 'payments.take', 'bookings.create', 'bookings.move', 'bookings.cancel', 'refunds.record', 'refunds.send', 'money.report', 'audit.read', 'availability.manage', 'catalogue.manage', 'coupons.manage', 'hours.manage',
  ],
  owner: [
    'day.read', 'kitchen.read', 'forms.read', 'bookings.read', 'bookings.contacts', 'money.read', 'bookings.arrive', 'door.check-in', 'bookings.bill',
    'bookings.note', 'payments.take', 'bookings.create', 'bookings.move', 'bookings.cancel', 'refunds.record', 'refunds.send', 'money.report', 'audit.read', 'availability.manage', 'catalogue.manage', 'coupons.manage', 'hours.manage',
    'staff.manage',
  ],
};

/** Whether the role may perform the action. */
export function can(role: StaffRole, action: StaffAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

/** Owners and managers sign in with a second factor (a TOTP code): they can move money and read the audit. */
export function needsSecondFactor(role: StaffRole): boolean {
  return role === 'owner' || role === 'manager';
}
