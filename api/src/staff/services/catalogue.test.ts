import { API_PATHS, apiPath, type CatalogueKind } from '@party/domain';
import { afterHoursPayload, bookingPayload, keepingEditPayload, PARTY_DATE, rowCounts } from '../../test/fixtures';
import { staffCall, staffSession } from '../../test/staff';
import { useTestApi, type Loose } from '../../test/test-api';

// The catalogue from the console (decision 040): every kind created, changed, hidden and shown by
// owners and managers, checked with the contract's limits, audited with before and after, seen by
// the public pages at once; a hidden item leaves the public pages and new bookings and stays on the
// bookings that have it; a change made from an older version is refused with the item as it now is.

const api = useTestApi();

const catalogue = async (cookie: string) => (await staffCall(api, 'GET', API_PATHS.staffCatalogue, { cookie })).body;
const create = (cookie: string, kind: CatalogueKind, json: unknown) => staffCall(api, 'POST', apiPath(API_PATHS.staffCatalogueKind, { kind }), { cookie, json });
const change = (cookie: string, kind: CatalogueKind, id: string, json: unknown) => staffCall(api, 'PUT', apiPath(API_PATHS.staffCatalogueItem, { kind, id }), { cookie, json });

/** A valid new item of each kind, where it shows on the public pages, and what the staff's list keys it by. */
const NEW_ITEMS: Array<{ kind: CatalogueKind; input: Record<string, unknown>; list: string; publicList: () => Promise<Array<{ id: string }>> }> = [
  {
    kind: 'packages',
    input: { name: 'Birthday Deluxe', description: 'Three hours of everything.', pricePackage: 720, minChildren: 12, pricePerChild: 22.5, inclusions: ['Party host', 'Cake'], complementoryMenu: 3, duration: 2.5 },
    list: 'packages',
    publicList: async () => (await api.get(API_PATHS.packages)).body,
  },
  {
    kind: 'kids-food',
    input: { name: 'Veggie Sticks', description: 'Carrot and cucumber.', picture: 'food/fruit-platter.svg', maxChildComplementory: 6 },
    list: 'kidsFood',
    publicList: async () => (await api.get(API_PATHS.foodItems)).body.kidsFood,
  },
  {
    kind: 'adult-food',
    input: { name: 'Cheese Platter', description: 'Four cheeses and crackers.', picture: 'food/antipasto-platter.svg', price: 72.5 },
    list: 'adultsFood',
    publicList: async () => (await api.get(API_PATHS.adultsFood)).body,
  },
  {
    kind: 'addons',
    input: { name: 'Magic Show', description: 'Thirty minutes of tricks.', picture: 'addons/balloon-bundle.svg', price: 180, priceType: 'per_item' },
    list: 'addons',
    publicList: async () => (await api.get(API_PATHS.addons)).body,
  },
  {
    kind: 'rooms',
    input: { name: 'Forest Room', description: 'Trees and a treehouse.', picture: 'rooms/jungle-room.svg', maxCapacity: 30 },
    list: 'rooms',
    publicList: async () => (await api.get(`${API_PATHS.rooms}?date=${PARTY_DATE}&timeSlots=10:00&numberOfKids=10&duration=2`)).body,
  },
  {
    kind: 'time-slots',
    input: { time: '16:30' },
    list: 'timeSlots',
    publicList: async () => (await api.get(`${API_PATHS.timeSlots}?date=${PARTY_DATE}&duration=1.5`)).body.map((slot: { time: string }) => ({ ...slot, id: `slot-${slot.time.replace(':', '')}` })),
  },
  {
    kind: 'after-hours-addons',
    input: { name: 'Sound System', description: 'Speakers and a microphone.', price: 120, type: 'selectable', maxQuantity: 1 },
    list: 'afterHoursAddons',
    publicList: async () => (await api.get(API_PATHS.afterHoursAddons)).body,
  },
];

async function entries(action: string) {
  return api.db.query<{ target_reference: string; before: Loose; after: Loose; actor_name: string }>(
    'select target_reference, before, after, actor_name from audit_log where action = $1 order by id',
    [action],
  );
}

test('the staff see every item, hidden ones too, each with its version, the after-hours rates and the pictures', async () => {
  const cookie = await staffSession(api, 'manager');
  const body = await catalogue(cookie);
  expect(body.packages.map((p: Loose) => p.id)).toEqual(['basic-fun', 'super-party', 'ultimate-bash', 'mini-party']);
  expect(body.packages[0]).toMatchObject({ name: 'Basic Fun', pricePackage: 300, pricePerChild: 15, minChildren: 10, duration: 2, hidden: false, version: 1 });
  expect(body.timeSlots[0]).toEqual({ id: 'slot-0930', time: '09:30', hidden: false, version: 1 });
  expect(body.afterHoursRates).toEqual({ basePrice: 300, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50, version: 1 });
  expect(body.pictures).toContainEqual({ path: 'rooms/jungle-room.svg', imageUrl: '/api/images/rooms/jungle-room.svg' });
  for (const picture of body.pictures) expect((await api.get(picture.imageUrl)).status).toBe(200);
});

test.each(NEW_ITEMS.map((item) => ({ ...item, name: item.kind })))('a new $name item is on the public pages at once, last of its list, and audited', async ({ kind, input, list, publicList }) => {
  const cookie = await staffSession(api, 'manager');
  const made = await create(cookie, kind, input);
  expect(made.status).toBe(201);
  const item = made.body.catalogue[list].find((entry: Loose) => entry.id === made.body.id);
  expect(item).toMatchObject({ hidden: false, version: 1 });
  expect((await publicList()).map((entry) => entry.id)).toContain(made.body.id);
  const [entry] = await entries('catalogue.create');
  expect(entry).toMatchObject({ target_reference: `${kind}/${made.body.id}`, before: null, actor_name: 'manager member' });
  expect(entry.after).toMatchObject({ id: made.body.id, hidden: false });
});

test('a new package is booked from the public API at its own prices', async () => {
  const cookie = await staffSession(api, 'owner');
  const made = await create(cookie, 'packages', NEW_ITEMS[0].input);
  expect(made.body.id).toBe('birthday-deluxe');
  const booking = await api.post(API_PATHS.bookingInitiate, bookingPayload({ selectedPackage: { id: 'birthday-deluxe' }, numberOfKids: 14, timeSlot: { id: 'slot-1300', time: '13:00', isAvailable: true } }));
  expect(booking.status).toBe(201);
  // 720 for 12 kids, 2 x 22.50 more; 2 platters 130, lolly bags 14 x 5, balloons 40.
  expect(booking.body.totalPrice).toBe(720 + 45 + 130 + 70 + 40);
  const record = (await api.get(apiPath(API_PATHS.booking, { id: booking.body.bookingId }))).body;
  expect(record).toMatchObject({ selectedPackage: { id: 'birthday-deluxe', name: 'Birthday Deluxe', duration: 2.5 }, startTime: '13:00', endTime: '15:30' });
});

test('two items of one name get ids of their own; a name of emoji alone gets one too', async () => {
  const cookie = await staffSession(api, 'owner');
  const input = NEW_ITEMS[2].input;
  const ids = [(await create(cookie, 'adult-food', input)).body.id, (await create(cookie, 'adult-food', input)).body.id, (await create(cookie, 'adult-food', { ...input, name: '🧀🧀' })).body.id];
  expect(ids).toEqual(['cheese-platter', 'cheese-platter-2', 'adult-food-1']);
  expect((await catalogue(cookie)).adultsFood.find((item: Loose) => item.id === 'adult-food-1').name).toBe('🧀🧀');
});

test('a hidden package leaves the public pages and new bookings, stays on the booking that has it (its page, its edit), and comes back when shown', async () => {
  const booked = await api.post(API_PATHS.bookingInitiate, bookingPayload());
  const cookie = await staffSession(api, 'manager');
  const basicFun = (await catalogue(cookie)).packages[0];
  const hidden = await change(cookie, 'packages', 'basic-fun', { ...basicFun, hidden: true });
  expect(hidden).toMatchObject({ status: 200, body: { id: 'basic-fun' } });
  expect((await api.get(API_PATHS.packages)).body.map((p: Loose) => p.id)).not.toContain('basic-fun');

  const before = await rowCounts(api.db);
  const refused = await api.post(API_PATHS.bookingInitiate, bookingPayload({ timeSlot: { id: 'slot-1300', time: '13:00', isAvailable: true } }));
  expect(refused).toMatchObject({ status: 400, body: { code: 'unknown-item', message: expect.stringMatching(/not offered/) } });
  expect(await rowCounts(api.db)).toEqual(before);

  const address = apiPath(API_PATHS.booking, { id: booked.body.bookingId });
  expect((await api.get(address)).body.selectedPackage).toMatchObject({ id: 'basic-fun', name: 'Basic Fun' });
  const edit = { kidsFood: [{ id: 'chicken-nuggets' }], adultsFood: [{ id: 'sandwich-platter', quantity: 1 }], addons: [], guestNames: [], paymentOption: 'deposit', acceptTerms: true, totalPrice: 0, finalPrice: 0, appliedDiscountAmount: 0 };
  expect((await api.put(address, edit)).status).toBe(200);

  expect((await change(cookie, 'packages', 'basic-fun', { ...basicFun, version: 2, hidden: false })).status).toBe(200);
  expect((await api.get(API_PATHS.packages)).body.map((p: Loose) => p.id)).toContain('basic-fun');
});

test('hidden food and add-ons leave the public lists and new bookings, and a booking that has them keeps them through an edit', async () => {
  const booked = await api.post(API_PATHS.bookingInitiate, bookingPayload());
  const cookie = await staffSession(api, 'owner');
  const all = await catalogue(cookie);
  const hide = (kind: CatalogueKind, item: Loose) => change(cookie, kind, item.id, { ...item, picture: item.imageUrl.replace('/api/images/', ''), hidden: true });
  expect((await hide('kids-food', all.kidsFood.find((f: Loose) => f.id === 'chicken-nuggets'))).status).toBe(200);
  expect((await hide('adult-food', all.adultsFood.find((f: Loose) => f.id === 'sandwich-platter'))).status).toBe(200);
  expect((await hide('addons', all.addons.find((f: Loose) => f.id === 'lolly-bags'))).status).toBe(200);

  const food = (await api.get(API_PATHS.foodItems)).body;
  expect(food.kidsFood.map((f: Loose) => f.id)).not.toContain('chicken-nuggets');
  expect(food.adultsFood.map((f: Loose) => f.id)).not.toContain('sandwich-platter');
  expect((await api.get(API_PATHS.addons)).body.map((a: Loose) => a.id)).not.toContain('lolly-bags');
  const other = { timeSlot: { id: 'slot-1300', time: '13:00', isAvailable: true } };
  expect(await api.post(API_PATHS.bookingInitiate, bookingPayload(other))).toMatchObject({ status: 400, body: { code: 'unknown-item' } });
  expect(await api.post(API_PATHS.bookingInitiate, bookingPayload({ ...other, kidsFood: [], adultsFood: [] }))).toMatchObject({ status: 400, body: { code: 'unknown-item' } });

  const address = apiPath(API_PATHS.booking, { id: booked.body.bookingId });
  const edit = keepingEditPayload({ adultsFood: [{ id: 'sandwich-platter', quantity: 3 }] });
  const saved = await api.put(address, edit);
  expect(saved.status).toBe(200);
  const record = (await api.get(address)).body;
  expect(record.kidsFood.map((f: Loose) => f.id)).toEqual(['chicken-nuggets']);
  expect(record.adultsFood).toEqual([expect.objectContaining({ id: 'sandwich-platter', quantity: 3 })]);
  expect(record.addons.map((a: Loose) => a.id)).toEqual(['lolly-bags', 'balloon-bundle']);
  // An item the booking does not have, hidden, cannot be added to it.
  const antipasto = all.adultsFood.find((f: Loose) => f.id === 'antipasto-platter');
  expect((await hide('adult-food', antipasto)).status).toBe(200);
  expect(await api.put(address, { ...edit, adultsFood: [...edit.adultsFood, { id: 'antipasto-platter', quantity: 1 }] })).toMatchObject({ status: 400, body: { code: 'unknown-item' } });
});

test('a hidden room and a hidden start time are not offered, and cannot be booked', async () => {
  const cookie = await staffSession(api, 'owner');
  const all = await catalogue(cookie);
  // Asked just before: the venue's settings the availability reads share are read (decision 048).
  expect((await api.get(`${API_PATHS.rooms}?date=${PARTY_DATE}&timeSlots=11:00&numberOfKids=10&duration=2`)).body.map((r: Loose) => r.id)).toContain('ocean-room');
  expect((await api.get(`${API_PATHS.timeSlots}?date=${PARTY_DATE}&duration=2`)).body.map((s: Loose) => s.time)).toContain('10:00');
  const ocean = all.rooms.find((r: Loose) => r.id === 'ocean-room');
  expect((await change(cookie, 'rooms', 'ocean-room', { ...ocean, picture: 'rooms/ocean-room.svg', hidden: true })).status).toBe(200);
  const ten = all.timeSlots.find((s: Loose) => s.id === 'slot-1000');
  expect((await change(cookie, 'time-slots', 'slot-1000', { ...ten, hidden: true })).status).toBe(200);

  const rooms = (await api.get(`${API_PATHS.rooms}?date=${PARTY_DATE}&timeSlots=11:00&numberOfKids=10&duration=2`)).body;
  expect(rooms.map((r: Loose) => r.id)).not.toContain('ocean-room');
  const slots = (await api.get(`${API_PATHS.timeSlots}?date=${PARTY_DATE}&duration=2`)).body;
  expect(slots.map((s: Loose) => s.time)).not.toContain('10:00');
  expect(await api.post(API_PATHS.bookingInitiate, bookingPayload())).toMatchObject({ status: 400, body: { code: 'unknown-item' } });
  expect(await api.post(API_PATHS.bookingInitiate, bookingPayload({ timeSlot: { id: 'slot-1100', time: '11:00', isAvailable: true } }))).toMatchObject({
    status: 400,
    body: { code: 'unknown-item' },
  });
});

test('a hidden room never makes a slot look free: with every other room booked, the slot is taken', async () => {
  const cookie = await staffSession(api, 'owner');
  for (const room of ['jungle-room', 'space-room', 'castle-room']) {
    expect((await api.post(API_PATHS.bookingInitiate, bookingPayload({ numberOfKids: 10, room: { id: room, name: room, maxCapacity: 15 } }))).status).toBe(201);
  }
  const ocean = (await catalogue(cookie)).rooms.find((r: Loose) => r.id === 'ocean-room');
  await change(cookie, 'rooms', 'ocean-room', { ...ocean, picture: 'rooms/ocean-room.svg', hidden: true });
  const slots = (await api.get(`${API_PATHS.timeSlots}?date=${PARTY_DATE}&duration=2`)).body;
  expect(slots.find((s: Loose) => s.time === '10:00')).toMatchObject({ isAvailable: false });
});

test('a hidden after-hours add-on is not offered to a new hire; a hire that has it keeps it through an edit', async () => {
  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  const cookie = await staffSession(api, 'owner');
  const cafe = (await catalogue(cookie)).afterHoursAddons.find((a: Loose) => a.id === 'cafe-tab');
  expect((await change(cookie, 'after-hours-addons', 'cafe-tab', { ...cafe, hidden: true })).status).toBe(200);
  expect((await api.get(API_PATHS.afterHoursAddons)).body.map((a: Loose) => a.id)).not.toContain('cafe-tab');
  expect(await api.post(API_PATHS.afterHoursSave, afterHoursPayload({ date: '2031-06-27' }))).toMatchObject({ status: 400, body: { code: 'unknown-item' } });
  const address = apiPath(API_PATHS.afterHoursBooking, { id: hire.body.booking.uniqueBookingId });
  const edited = await api.put(address, afterHoursPayload({ notes: 'Cake at 8' }));
  expect(edited.status).toBe(200);
  expect(edited.body.booking.addons.map((a: Loose) => a.id)).toEqual(['events-room', 'cafe-tab']);
});

test('a change made from an older version is refused with the item as it now is; made again on it, nothing is lost', async () => {
  const alice = await staffSession(api, 'manager', 'alice@staff.test');
  const bob = await staffSession(api, 'owner', 'bob@staff.test');
  const basicFun = (await catalogue(alice)).packages[0];
  expect((await change(alice, 'packages', 'basic-fun', { ...basicFun, pricePackage: 320 })).status).toBe(200);

  const stale = await change(bob, 'packages', 'basic-fun', { ...basicFun, description: 'Bob wrote this.' });
  expect(stale).toMatchObject({ status: 409, body: { code: 'changed-meanwhile', current: { id: 'basic-fun', pricePackage: 320, description: basicFun.description, version: 2 } } });
  const again = await change(bob, 'packages', 'basic-fun', { ...stale.body.current, description: 'Bob wrote this.' });
  expect(again.status).toBe(200);
  expect((await catalogue(alice)).packages[0]).toMatchObject({ pricePackage: 320, description: 'Bob wrote this.', version: 3 });
  expect((await entries('catalogue.change')).map((e) => [e.before.pricePackage, e.after.pricePackage, e.after.description])).toEqual([
    [300, 320, basicFun.description],
    [320, 320, 'Bob wrote this.'],
  ]);
});

test('two managers changing one package at once: one change is saved, the other is told and given the item as saved', async () => {
  const alice = await staffSession(api, 'manager', 'alice@staff.test');
  const bob = await staffSession(api, 'manager', 'bob@staff.test');
  const basicFun = (await catalogue(alice)).packages[0];
  const answers = await Promise.all([
    change(alice, 'packages', 'basic-fun', { ...basicFun, pricePackage: 310 }),
    change(bob, 'packages', 'basic-fun', { ...basicFun, pricePackage: 330 }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const saved = (await catalogue(alice)).packages[0];
  const refused = answers.find((a) => a.status === 409) as Loose;
  expect(refused.body.current).toEqual(saved);
  expect(saved.version).toBe(2);
  expect(await entries('catalogue.change')).toHaveLength(1);
});

test('ten changes of one item at once, each from the version read: exactly one is saved', async () => {
  const cookie = await staffSession(api, 'owner');
  const platter = (await catalogue(cookie)).adultsFood[0];
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => change(cookie, 'adult-food', platter.id, { ...platter, picture: 'food/sandwich-platter.svg', price: 60 + i })),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
  expect((await catalogue(cookie)).adultsFood[0].version).toBe(2);
});

test('a start time already in the catalogue cannot be added again, or another moved onto it', async () => {
  const cookie = await staffSession(api, 'owner');
  expect(await create(cookie, 'time-slots', { time: '10:00' })).toMatchObject({ status: 409, body: { code: 'catalogue-item-exists' } });
  const eleven = (await catalogue(cookie)).timeSlots.find((s: Loose) => s.time === '11:00');
  expect(await change(cookie, 'time-slots', eleven.id, { ...eleven, time: '10:00' })).toMatchObject({ status: 409, body: { code: 'catalogue-item-exists' } });
  const answers = await Promise.all(Array.from({ length: 5 }, () => create(cookie, 'time-slots', { time: '17:15' })));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
});

test.each([
  { name: 'a negative price', kind: 'adult-food' as const, patch: { price: -5 } },
  { name: 'an absurd price', kind: 'adult-food' as const, patch: { price: 1e9 } },
  { name: 'a price in thousandths', kind: 'adult-food' as const, patch: { price: 10.005 } },
  { name: 'a price of infinity (1e999)', kind: 'adult-food' as const, raw: true },
  { name: 'a price as text', kind: 'adult-food' as const, patch: { price: '65' } },
  { name: 'no name', kind: 'adult-food' as const, patch: { name: '  ' } },
  { name: 'a name of 81 characters', kind: 'adult-food' as const, patch: { name: 'x'.repeat(81) } },
  { name: 'a NUL in the name', kind: 'adult-food' as const, patch: { name: 'Cheese\u0000' } },
  { name: 'a picture the API does not have', kind: 'adult-food' as const, patch: { picture: 'food/caviar.svg' } },
  { name: 'a picture outside the pictures', kind: 'adult-food' as const, patch: { picture: '../../package.json' } },
  { name: 'a package of 0 minimum kids', kind: 'packages' as const, patch: { minChildren: 0 } },
  { name: 'a package of 51 minimum kids', kind: 'packages' as const, patch: { minChildren: 51 } },
  { name: 'a package of 7 hours', kind: 'packages' as const, patch: { duration: 7 } },
  { name: 'a package of 2 hours and 10 minutes', kind: 'packages' as const, patch: { duration: 2 + 1 / 6 } },
  { name: 'a package of 13 inclusions', kind: 'packages' as const, patch: { inclusions: Array.from({ length: 13 }, (_, i) => `Thing ${i}`) } },
  { name: 'a blank inclusion', kind: 'packages' as const, patch: { inclusions: ['Host', ' '] } },
  { name: 'a start time at 25:00', kind: 'time-slots' as const, patch: { time: '25:00' } },
  { name: 'a start time without its leading zero', kind: 'time-slots' as const, patch: { time: '9:30' } },
  { name: 'a price type of its own', kind: 'addons' as const, patch: { priceType: 'per_hour' } },
  { name: 'a room for 0 kids', kind: 'rooms' as const, patch: { maxCapacity: 0 } },
  { name: 'an after-hours add-on of 21 at most', kind: 'after-hours-addons' as const, patch: { maxQuantity: 21 } },
  { name: 'a body that is a list', kind: 'adult-food' as const, body: [] },
])('an item with $name is refused with a clear 400, and nothing is made', async ({ kind, patch, raw, body }) => {
  const cookie = await staffSession(api, 'owner');
  const input = NEW_ITEMS.find((item) => item.kind === kind)?.input as Record<string, unknown>;
  const before = await catalogue(cookie);
  const answer = raw
    ? await fetch(`${api.url}${apiPath(API_PATHS.staffCatalogueKind, { kind })}`, {
        method: 'POST',
        headers: { origin: 'http://staff.test', cookie, 'content-type': 'application/json' },
        body: JSON.stringify(input).replace('"price":72.5', '"price":1e999'),
      }).then(async (r) => ({ status: r.status, body: await r.json() }))
    : await create(cookie, kind, body ?? { ...input, ...patch });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(await catalogue(cookie)).toEqual(before);
  expect(await entries('catalogue.create')).toEqual([]);
});

test('an unknown kind, and an unknown item, are refused', async () => {
  const cookie = await staffSession(api, 'owner');
  expect((await staffCall(api, 'POST', '/api/staff/catalogue/vouchers', { cookie, json: {} })).status).toBe(400);
  expect(await change(cookie, 'packages', 'no-such-package', { ...NEW_ITEMS[0].input, version: 1 })).toMatchObject({ status: 404, body: { code: 'item-not-found' } });
  expect((await staffCall(api, 'PUT', '/api/staff/catalogue/packages/BASIC%20FUN', { cookie, json: { ...NEW_ITEMS[0].input, version: 1 } })).status).toBe(400);
  expect((await change(cookie, 'packages', 'basic-fun', NEW_ITEMS[0].input)).status).toBe(400);
});

test('the same item added again and again takes name-2, name-3... and, past every id it may take, is refused 409, not 500', async () => {
  const cookie = await staffSession(api, 'owner');
  const magic = NEW_ITEMS.find((item) => item.kind === 'addons')?.input;
  const ids: string[] = [];
  for (let i = 0; i < 20; i += 1) ids.push((await create(cookie, 'addons', magic)).body.id);
  expect(ids.slice(0, 3)).toEqual(['magic-show', 'magic-show-2', 'magic-show-3']);
  expect(new Set(ids).size).toBe(20);
  expect(await create(cookie, 'addons', magic)).toMatchObject({ status: 409, body: { code: 'catalogue-item-exists' } });
  expect(await entries('catalogue.create')).toHaveLength(20);
});

test('the after-hours rates change for new hires at once; a stale change is refused with the rates as they now are', async () => {
  const cookie = await staffSession(api, 'owner');
  const rates = { basePrice: 350, baseHours: 2, halfHourPrice: 80, guestFee: 200, guestFeeAbove: 60, depositPercent: 30 };
  const changed = await staffCall(api, 'PUT', API_PATHS.staffAfterHoursRates, { cookie, json: { ...rates, version: 1 } });
  expect(changed.status).toBe(200);
  expect(changed.body.catalogue.afterHoursRates).toEqual({ ...rates, version: 2 });
  expect((await api.get(API_PATHS.afterHoursTerms)).body).toEqual({ window: { opens: '09:00', closes: '22:00' }, rates });

  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  // 350 base, add-ons 350, 2 half hours at 80, no guest fee (30 guests); a 30 % deposit.
  expect(hire.body.booking.pricing).toMatchObject({ basePrice: 350, addonCosts: 350, additionalDurationCost: 160, guestFee: 0, total: 860, deposit: 258 });

  const stale = await staffCall(api, 'PUT', API_PATHS.staffAfterHoursRates, { cookie, json: { ...rates, basePrice: 1, version: 1 } });
  expect(stale).toMatchObject({ status: 409, body: { code: 'changed-meanwhile', current: { ...rates, version: 2 } } });
  const [entry] = await entries('catalogue.rates');
  expect(entry).toMatchObject({ target_reference: 'after-hours-rates', before: { basePrice: 300 }, after: { basePrice: 350 } });
});

test.each([
  { name: 'a deposit of 0 %', patch: { depositPercent: 0 } },
  { name: 'a deposit of 101 %', patch: { depositPercent: 101 } },
  { name: 'a base time of half an hour', patch: { baseHours: 0.5 } },
  { name: 'a negative half-hour price', patch: { halfHourPrice: -75 } },
  { name: 'no version', patch: { version: undefined } },
])('after-hours rates with $name are refused', async ({ patch }) => {
  const cookie = await staffSession(api, 'owner');
  const json = { basePrice: 300, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50, version: 1, ...patch };
  expect((await staffCall(api, 'PUT', API_PATHS.staffAfterHoursRates, { cookie, json })).status).toBe(400);
  expect((await catalogue(cookie)).afterHoursRates.version).toBe(1);
});

test('the public catalogue is never kept by a cache: every read is no-cache', async () => {
  for (const path of [API_PATHS.packages, API_PATHS.foodItems, API_PATHS.addons, API_PATHS.afterHoursAddons, API_PATHS.unavailableDates, API_PATHS.venue, API_PATHS.afterHoursTerms]) {
    expect([path, (await api.get(path)).headers.get('cache-control')]).toEqual([path, 'no-cache']);
  }
});
