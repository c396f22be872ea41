import { can, needsSecondFactor, ROLE_ACTIONS, STAFF_ACTIONS, STAFF_ROLES, type StaffAction, type StaffRole } from './roles';

// The role-by-action table of decision 032, row by row.
const table: Array<{ action: StaffAction; roles: StaffRole[] }> = [
  { action: 'day.read', roles: ['owner', 'manager', 'front-desk', 'kitchen'] },
  { action: 'kitchen.read', roles: ['owner', 'manager', 'front-desk', 'kitchen'] },
  { action: 'bookings.read', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.contacts', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'money.read', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.arrive', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'forms.read', roles: ['owner', 'manager', 'front-desk', 'kitchen'] },
  { action: 'door.check-in', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.bill', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.note', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'payments.take', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.create', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.move', roles: ['owner', 'manager', 'front-desk'] },
  { action: 'bookings.cancel', roles: ['owner', 'manager'] },
  { action: 'refunds.record', roles: ['owner', 'manager'] },
  { action: 'refunds.send', roles: ['owner', 'manager'] },
  { action: 'money.report', roles: ['owner', 'manager'] },
  { action: 'audit.read', roles: ['owner', 'manager'] },
  { action: 'availability.manage', roles: ['owner', 'manager'] },
  { action: 'catalogue.manage', roles: ['owner', 'manager'] },
  { action: 'coupons.manage', roles: ['owner', 'manager'] },
  { action: 'hours.manage', roles: ['owner', 'manager'] },
  { action: 'staff.manage', roles: ['owner'] },
];

test('the table names every action once', () => {
  expect(table.map((row) => row.action).sort()).toEqual(Object.keys(STAFF_ACTIONS).sort());
});

test.each(table)('$action: $roles', ({ action, roles }) => {
  for (const role of STAFF_ROLES) expect(can(role, action)).toBe(roles.includes(role));
});

test.each(['availability.manage', 'hours.manage'] as const)(
  'whoever may %s may also cancel and move bookings: a closure or an hours change cancels, or asks to move, the bookings it touches (decision 059)',
  (action) => {
    for (const role of STAFF_ROLES.filter((r) => can(r, action))) expect([can(role, 'bookings.cancel'), can(role, 'bookings.move')]).toEqual([true, true]);
  },
);

test("only the roles that see the run sheet read the families' attendance forms (issue 39)", () => {
  for (const role of STAFF_ROLES) if (can(role, 'forms.read')) expect(can(role, 'day.read')).toBe(true);
});

test('no role holds an action twice', () => {
  for (const role of STAFF_ROLES) expect(new Set(ROLE_ACTIONS[role]).size).toBe(ROLE_ACTIONS[role].length);
});

test.each([
  { role: 'owner', second: true },
  { role: 'manager', second: true },
  { role: 'front-desk', second: false },
  { role: 'kitchen', second: false },
] as const)('a second factor for $role: $second', ({ role, second }) => {
  expect(needsSecondFactor(role)).toBe(second);
});
