import {
  staffBookingPath,
  staffBookingsPath,
  staffDayPath,
  staffJoinPath,
  staffKitchenPath,
  staffReturnPath,
  staffSignInPath,
} from './staff-paths';

// The staff site's addresses, written out: staff bookmark them and the emails link to them.
test.each([
  { name: "a day's run sheet", path: staffDayPath('2031-07-12'), expected: '/day/2031-07-12' },
  { name: "a day's kitchen sheet", path: staffKitchenPath('2031-07-12'), expected: '/kitchen/2031-07-12' },
  { name: "a booking's page", path: staffBookingPath('JJ1002'), expected: '/bookings/JJ1002' },
  { name: 'the search, empty', path: staffBookingsPath(), expected: '/bookings' },
  { name: 'the search with what was typed, encoded', path: staffBookingsPath('Mia & Sam'), expected: '/bookings?q=Mia%20%26%20Sam' },
  { name: "an invitation's link", path: staffJoinPath('abc_DEF-123'), expected: '/join/abc_DEF-123' },
  { name: 'the sign-in alone', path: staffSignInPath(), expected: '/sign-in' },
  { name: 'the sign-in from the run sheet needs no way back', path: staffSignInPath('/'), expected: '/sign-in' },
  { name: 'the sign-in from a bookmark comes back to it', path: staffSignInPath('/bookings?q=Mia'), expected: '/sign-in?next=%2Fbookings%3Fq%3DMia' },
])('$name: $expected', ({ path, expected }) => {
  expect(path).toBe(expected);
});

test.each([
  { name: 'a page of the site', next: '/bookings/JJ1002', expected: '/bookings/JJ1002' },
  { name: 'a page with its query', next: '/bookings?q=Mia', expected: '/bookings?q=Mia' },
  { name: 'nothing', next: null, expected: '/' },
  { name: 'empty', next: '', expected: '/' },
  { name: 'another site', next: 'https://evil.example/', expected: '/' },
  { name: 'another site without a scheme', next: '//evil.example/', expected: '/' },
  { name: "another site by a backslash (browsers read '/\\' as '//')", next: '/\\evil.example/', expected: '/' },
  { name: 'a script address', next: 'javascript:alert(1)', expected: '/' },
  { name: 'a control character', next: '/\tx', expected: '/' },
  { name: 'the sign-in itself', next: '/sign-in', expected: '/' },
  { name: 'the sign-in with a next of its own', next: '/sign-in?next=%2Fmoney', expected: '/' },
])('after signing in, $name goes to $expected', ({ next, expected }) => {
  expect(staffReturnPath(next)).toBe(expected);
});
