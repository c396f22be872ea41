import { normalisedPath, publicSiteForwards, staffSiteForwards } from './proxied-paths';

test.each([
  ['/api/staff/session', '/api/staff/session'],
  ['/api/staff/session?x=1', '/api/staff/session'],
  ['/api/%73taff/session', '/api/staff/session'],
  ['/api//staff///session', '/api/staff/session'],
  ['/api/./staff/session', '/api/staff/session'],
  ['/api/venue/../staff/session', '/api/staff/session'],
  ['/api/venue/%2e%2e/staff/session', '/api/staff/session'],
  ['/API/Staff/Session', '/api/staff/session'],
  ['/api\\staff\\session', '/api/staff/session'],
  ['/api/staff/%252e%252e/bookings', '/api/staff/%2e%2e/bookings'],
])('%s is read as %s', (url, path) => {
  expect(normalisedPath(url)).toBe(path);
});

test('a path that does not decode is no path', () => {
  expect(normalisedPath('/api/%E0%A4%A/x')).toBeUndefined();
});

test.each([
  { url: '/api/bookings/abc', public: true, staff: false },
  { url: '/api/venue', public: true, staff: true },
  { url: '/api/venue?x=1', public: true, staff: true },
  { url: '/api/venue/bookings/JJ1002/refunds', public: true, staff: false },
  { url: '/checkout/cs_1', public: true, staff: false },
  { url: '/api/staff/session', public: false, staff: true },
  { url: '/api/staff/bookings/JJ1002/payments', public: false, staff: true },
  { url: '/api/staff', public: false, staff: false },
  { url: '/api/staff;jsessionid=1/session', public: false, staff: false },
  { url: '/api/%73taff/session', public: false, staff: true },
  { url: '/api//staff/session', public: false, staff: true },
  { url: '/API/STAFF/session', public: false, staff: true },
  { url: '/api/bookings/../staff/session', public: false, staff: true },
  { url: '/api/staff/../bookings/abc', public: true, staff: false },
  { url: '/api/staff/%2e%2e/bookings/abc', public: true, staff: false },
  { url: '/api/staffing', public: true, staff: false },
  { url: '/api/%E0%A4%A', public: false, staff: false },
  { url: '/api/images/rooms/jungle-room.svg', public: true, staff: true },
  { url: '/api/images/../bookings/abc', public: true, staff: false },
  { url: '/api/imagesx/a.svg', public: true, staff: false },
])('$url: the public site forwards it: $public; the staff site: $staff', ({ url, public: byPublic, staff }) => {
  expect(publicSiteForwards(url)).toBe(byPublic);
  expect(staffSiteForwards(url)).toBe(staff);
});
