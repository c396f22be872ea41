import { createVenue, venue } from './venue';

test.each([
  { name: 'name', key: 'name', value: 'Jumping Jellybeans Play Centre' },
  { name: 'phone', key: 'phone', value: '(02) 9555 0123' },
  { name: 'email', key: 'email', value: 'parties@jumpingjellybeans.com.au' },
  { name: 'address', key: 'address', value: '12 Playful Lane, Parramatta NSW 2150' },
  { name: 'time zone', key: 'timeZone', value: 'Australia/Sydney' },
  { name: 'booking reference prefix', key: 'referencePrefix', value: 'JJ' },
  { name: 'main-flow deposit of $100', key: 'depositAmount', value: 100 },
] as const)('the default venue has its $name', ({ key, value }) => {
  expect(venue[key]).toBe(value);
});

test('opening hours are shown exactly as the spec words them', () => {
  expect(venue.openingHours.map((h) => `${h.days} ${h.hours}`)).toEqual([
    'Mon-Thu 9:30am-5:30pm',
    'Fri 9:30am-7:30pm',
    'Sat-Sun 9:30am-6:00pm',
    'Public holidays 10:00am-5:00pm',
  ]);
});

test.each([
  { name: 'the $100 non-refundable deposit', text: '$100 non-refundable deposit' },
  { name: 'the guest attendance form', text: 'guest attendance form' },
  { name: 'the $15 no-show fee', text: 'no-show fee of $15 per person' },
  { name: 'socks', text: 'Socks are required' },
  { name: 'adult supervision', text: 'supervised by an adult' },
  { name: 'final platter orders', text: 'Platter orders are final once confirmed' },
  { name: 'no poppers, piñatas, confetti or sparklers', text: 'No party poppers, piñatas, confetti or sparkler candles' },
  { name: 'no outside food except a nut-free cake', text: 'No outside food or drink, except a nut-free cake' },
  { name: 'arriving 30 minutes early', text: 'arrive 30 minutes early' },
  { name: 'the $100 rebooking fee', text: '$100 rebooking fee' },
  { name: 'pre-approved decorations, Blu-Tack and the repair fee', text: 'only the supplied Blu-Tack' },
  { name: 'one hour of party room time', text: 'Party room time is 1 hour' },
  { name: 'the table ratio', text: '15 kids 3 tables, 20 kids 4 tables, 25 kids 5 tables' },
])('both flows show the term on $name', ({ text }) => {
  expect(venue.terms.booking.some((t) => t.includes(text))).toBe(true);
  expect(venue.terms.edit.some((t) => t.includes(text))).toBe(true);
});

test.each([
  { name: 'the booking flow applies the no-show fee to parties of 8 or more', flow: 'booking', text: 'parties of 8 or more attendees' },
  { name: 'the edit flow applies the no-show fee to parties of 9 or more', flow: 'edit', text: 'parties of 9 or more attendees' },
] as const)('$name', ({ flow, text }) => {
  expect(venue.terms[flow].filter((t) => t.includes(text))).toHaveLength(1);
});

test('createVenue overrides the settings given and keeps the others', () => {
  const custom = createVenue({ phone: '(02) 1234 5678', timeZone: 'Australia/Perth' });
  expect(custom.phone).toBe('(02) 1234 5678');
  expect(custom.timeZone).toBe('Australia/Perth');
  expect(custom.name).toBe(venue.name);
});

test('createVenue keeps the default for an undefined setting (an unset environment variable)', () => {
  expect(createVenue({ email: undefined }).email).toBe(venue.email);
});

test('the deposit term follows an overridden deposit amount', () => {
  expect(createVenue({ depositAmount: 150 }).terms.booking[0]).toContain('$150 non-refundable deposit');
});

test('overridden terms replace the defaults of that flow only', () => {
  const custom = createVenue({ terms: { edit: ['Be kind.'] } });
  expect(custom.terms.edit).toEqual(['Be kind.']);
  expect(custom.terms.booking).toEqual(venue.terms.booking);
});

test('the venue cannot be changed after it is made', () => {
  expect(Object.isFrozen(venue)).toBe(true);
  expect(Object.isFrozen(venue.terms.booking)).toBe(true);
});

test.each([
  { name: 'an unknown time zone', overrides: { timeZone: 'Sydney' }, error: /timeZone/ },
  { name: 'an empty phone', overrides: { phone: '  ' }, error: /phone/ },
  { name: 'a negative deposit', overrides: { depositAmount: -1 }, error: /depositAmount/ },
  { name: 'a deposit in fractions of a cent', overrides: { depositAmount: 10.005 }, error: /depositAmount/ },
  { name: 'a deposit that is not a number', overrides: { depositAmount: Number.NaN }, error: /depositAmount/ },
  { name: 'a reference prefix with spaces', overrides: { referencePrefix: 'J J' }, error: /referencePrefix/ },
  { name: 'no opening hours', overrides: { openingHours: [] }, error: /openingHours/ },
])('createVenue refuses $name', ({ overrides, error }) => {
  expect(() => createVenue(overrides)).toThrow(error);
});
