import { readConfig } from './config';
import { createVenue, SAMPLE_VENUE } from './venue';

test.each([
  { name: 'name', key: 'name', value: 'Jumping Jellybeans Play Centre' },
  { name: 'phone', key: 'phone', value: '(02) 9555 0123' },
  { name: 'email', key: 'email', value: 'parties@jumpingjellybeans.com.au' },
  { name: 'address', key: 'address', value: '12 Playful Lane, Parramatta NSW 2150' },
  { name: 'time zone', key: 'timeZone', value: 'Australia/Sydney' },
] as const)('a deployment that sets nothing has the sample venue: its $name', ({ key, value }) => {
  expect(createVenue()[key]).toBe(value);
});

test('the sample opening hours are shown exactly as the spec words them', () => {
  expect(createVenue().openingHours.map((h) => `${h.days} ${h.hours}`)).toEqual([
    'Mon-Thu 9:30am-5:30pm',
    'Fri 9:30am-7:30pm',
    'Sat-Sun 9:30am-6:00pm',
    'Public holidays 10:00am-5:00pm',
  ]);
});

test("the venue is its details only, GET /api/venue's answer: the deposit and the reference prefix are the domain's rules", () => {
  expect(Object.keys(createVenue({ phone: '(02) 1234 5678' })).sort()).toEqual(['address', 'email', 'name', 'openingHours', 'phone', 'timeZone']);
});

test('createVenue overrides the settings given and keeps the others', () => {
  const custom = createVenue({ phone: '(02) 1234 5678', timeZone: 'Australia/Perth' });
  expect(custom.phone).toBe('(02) 1234 5678');
  expect(custom.timeZone).toBe('Australia/Perth');
  expect(custom.name).toBe(SAMPLE_VENUE.name);
});

test('createVenue keeps the sample value for an undefined setting (an unset environment variable)', () => {
  expect(createVenue({ email: undefined }).email).toBe(SAMPLE_VENUE.email);
});

test('the venue cannot be changed after it is made', () => {
  const venue = createVenue();
  expect(Object.isFrozen(venue)).toBe(true);
  expect(Object.isFrozen(venue.openingHours)).toBe(true);
  expect(Object.isFrozen(venue.openingHours[0])).toBe(true);
});

test.each([
  { name: 'an unknown time zone', overrides: { timeZone: 'Sydney' }, error: /timeZone/ },
  { name: 'an empty phone', overrides: { phone: '  ' }, error: /phone/ },
  { name: 'an empty address', overrides: { address: '' }, error: /address/ },
  { name: 'no opening hours', overrides: { openingHours: [] }, error: /openingHours/ },
])('createVenue refuses $name', ({ overrides, error }) => {
  expect(() => createVenue(overrides)).toThrow(error);
});

test('the VENUE_ variables set the venue', () => {
  const { venue } = readConfig({
    VENUE_NAME: 'Test Play Centre',
    VENUE_PHONE: '(02) 9555 0199',
    VENUE_EMAIL: 'hello@test-play.example',
    VENUE_ADDRESS: '7 Test Avenue, Parramatta NSW 2150',
    VENUE_TIME_ZONE: 'Australia/Perth',
  });
  expect(venue).toMatchObject({
    name: 'Test Play Centre',
    phone: '(02) 9555 0199',
    email: 'hello@test-play.example',
    address: '7 Test Avenue, Parramatta NSW 2150',
    timeZone: 'Australia/Perth',
    openingHours: SAMPLE_VENUE.openingHours,
  });
});

test('a VENUE_ variable that cannot be right stops the API from starting', () => {
  expect(() => readConfig({ VENUE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/Invalid venue setting timeZone/);
});
