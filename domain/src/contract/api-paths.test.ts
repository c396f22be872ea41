import { API_PATHS, apiPath } from './api-paths';

test.each([
  { name: 'an address without parameters stays as it is', path: apiPath(API_PATHS.packages), expected: '/api/packages' },
  { name: 'a parameter is filled in', path: apiPath(API_PATHS.booking, { id: 'AbC_12-x' }), expected: '/api/bookings/AbC_12-x' },
  { name: 'a parameter in the middle is filled in', path: apiPath(API_PATHS.bookingQuote, { id: 'b1' }), expected: '/api/bookings/b1/quote' },
  { name: 'a parameter is encoded', path: apiPath(API_PATHS.invitation, { invitationId: 'a/b?c#d é' }), expected: '/api/invitations/a%2Fb%3Fc%23d%20%C3%A9' },
  { name: 'a session id is filled in', path: apiPath(API_PATHS.bookingBySession, { sessionId: 'cs_test_1' }), expected: '/api/bookings/session/cs_test_1' },
])('apiPath: $name', ({ path, expected }) => {
  expect(path).toBe(expected);
});

test('every API address is under /api/ and written once', () => {
  const paths = Object.values(API_PATHS);
  expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
  expect(new Set(paths).size).toBe(paths.length);
});
