import { useTestApi } from '../test/test-api';

const api = useTestApi();

test("packages carry every field of SPEC.md §3, and include the spec's Basic Fun", async () => {
  const response = await api.get('/api/packages');
  expect(response.status).toBe(200);
  expect(response.body.length).toBeGreaterThanOrEqual(3);
  for (const pkg of response.body) {
    expect(Object.keys(pkg).sort()).toEqual(
      ['complementoryMenu', 'description', 'duration', 'id', 'inclusions', 'minChildren', 'name', 'pricePackage', 'pricePerChild'],
    );
    expect(pkg.inclusions.length).toBeGreaterThan(0);
  }
  expect(response.body.find((p: { name: string }) => p.name === 'Basic Fun')).toMatchObject({
    pricePackage: 300,
    pricePerChild: 15,
    minChildren: 10,
    duration: 2,
  });
});

test("food items come as kids' food and adult food, with images the API serves", async () => {
  const response = await api.get('/api/food-items');
  expect(response.status).toBe(200);
  expect(response.body.kidsFood[0]).toEqual({
    id: 'chicken-nuggets',
    name: 'Chicken Nuggets',
    description: expect.any(String),
    imageUrl: '/api/images/food/chicken-nuggets.svg',
    maxChildComplementory: 5,
  });
  expect(response.body.adultsFood[0]).toMatchObject({ id: 'sandwich-platter', price: 65, imageUrl: '/api/images/food/sandwich-platter.svg' });
  const images = [...response.body.kidsFood, ...response.body.adultsFood].map((item: { imageUrl: string }) => item.imageUrl);
  for (const url of images) {
    const image = await api.get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
  }
});

test('adult food is also served on its own', async () => {
  const response = await api.get('/api/adults-food');
  expect(response.body.map((f: { id: string; price: number }) => [f.id, f.price])).toEqual([
    ['sandwich-platter', 65],
    ['antipasto-platter', 80],
    ['sushi-platter', 89.5],
  ]);
});

test('add-ons carry a price type, some per child, and room images exist for every room', async () => {
  const addons = await api.get('/api/addons');
  expect(addons.body.filter((a: { priceType: string }) => a.priceType === 'per_child').length).toBeGreaterThan(0);
  expect(addons.body.filter((a: { priceType: string }) => a.priceType !== 'per_child').length).toBeGreaterThan(0);
  const rooms = await api.get('/api/roomss3?timeSlots=10:00&numberOfKids=10&date=2031-06-20&duration=2');
  for (const room of rooms.body) expect((await api.get(room.imageUrl)).status).toBe(200);
});

test("after-hours add-ons are the spec's, each with a description of what it is", async () => {
  const response = await api.get('/api/afterhours-addons');
  expect(response.body).toEqual([
    { id: 'events-room', name: 'Events Room', description: expect.stringMatching(/^A private room /), price: 100, type: 'quantity', maxQuantity: 5 },
    { id: 'cafe-tab', name: 'Cafe Tab', description: expect.stringMatching(/^Our café /), price: 150, type: 'selectable', maxQuantity: 1 },
    { id: 'kitchen-access', name: 'Kitchen Access', description: expect.stringMatching(/^Use of our kitchen /), price: 150, type: 'selectable', maxQuantity: 1 },
  ]);
});

test('unavailable dates are yyyy-MM-dd strings, seeded from the first start', async () => {
  const response = await api.get('/api/unavailable-dates');
  expect(response.body).toContain('2031-12-25');
  for (const date of response.body) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("the venue's details come from its settings, and nothing else of it", async () => {
  expect((await api.get('/api/venue')).body).toEqual({
    name: 'Jumping Jellybeans Play Centre',
    phone: '(02) 9555 0123',
    email: 'parties@jumpingjellybeans.com.au',
    address: '12 Playful Lane, Parramatta NSW 2150',
    timeZone: 'Australia/Sydney',
    openingHours: [
      { days: 'Mon-Thu', hours: '9:30am-5:30pm' },
      { days: 'Fri', hours: '9:30am-7:30pm' },
      { days: 'Sat-Sun', hours: '9:30am-6:00pm' },
      { days: 'Public holidays', hours: '10:00am-5:00pm' },
    ],
  });
});

test.each([
  { name: 'a known item', body: { foodId: 'fairy-bread' }, status: 200, answer: { foodDetal: expect.objectContaining({ maxChildComplementory: 8 }) } },
  { name: 'an unknown item', body: { foodId: 'caviar' }, status: 404, answer: { message: "No kids' food item 'caviar'" } },
  { name: 'no food id', body: {}, status: 400, answer: { code: 'invalid-request', message: "Send the foodId of a kids' food item" } },
])('POST /api/single-food-detail: $name', async ({ body, status, answer }) => {
  expect(await api.post('/api/single-food-detail', body)).toMatchObject({ status, body: answer });
});

test('coupon codes are never listed', async () => {
  expect(await api.get('/api/coupon')).toMatchObject({ status: 200, body: { discountCodes: [] } });
});

test('a missing image answers 404', async () => {
  expect((await api.get('/api/images/rooms/nope.svg')).status).toBe(404);
});
