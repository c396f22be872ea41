import { API_PATHS, apiPath, type CatalogueKind } from '@party/domain';
import { useMailedApi } from '../../test/mailed-api';
import { afterHoursPayload, bookingPayload, keepingEditPayload } from '../../test/fixtures';
import { openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../../test/payments';
import { staffCall, staffSession } from '../../test/staff';
import type { Loose } from '../../test/test-api';

// A booking keeps the prices it was sold at (decision 041): every price of the catalogue changes
// after a party is paid, and its page, its edit quote, its balance, its emails and what is owed
// back stay the same to the cent; an item it did not have is priced at the new price, and the
// quote says so. A hire keeps its rates and its add-ons' prices the same way.

const { api, sent } = useMailedApi();

/** Doubles every price of the catalogue (and changes every after-hours rate), as an owner would from the console. */
async function changeEveryPrice(cookie: string) {
  const all = (await staffCall(api, 'GET', API_PATHS.staffCatalogue, { cookie })).body;
  const picture = (item: Loose) => (item.imageUrl ? { picture: item.imageUrl.replace('/api/images/', '') } : {});
  const put = async (kind: CatalogueKind, item: Loose, patch: Record<string, unknown>) => {
    const { imageUrl: _imageUrl, ...fields } = item;
    const answer = await staffCall(api, 'PUT', apiPath(API_PATHS.staffCatalogueItem, { kind, id: item.id }), { cookie, json: { ...fields, ...picture(item), ...patch } });
    expect([kind, item.id, answer.status]).toEqual([kind, item.id, 200]);
  };
  for (const pkg of all.packages) await put('packages', pkg, { pricePackage: pkg.pricePackage * 2, pricePerChild: pkg.pricePerChild * 2, minChildren: 8 });
  for (const food of all.adultsFood) await put('adult-food', food, { price: food.price * 2 });
  for (const addon of all.addons) await put('addons', addon, { price: addon.price * 2, priceType: 'per_item' });
  for (const addon of all.afterHoursAddons) await put('after-hours-addons', addon, { price: addon.price * 2 });
  const rates = { basePrice: 600, baseHours: 1.5, halfHourPrice: 150, guestFee: 300, guestFeeAbove: 10, depositPercent: 25, version: all.afterHoursRates.version };
  expect((await staffCall(api, 'PUT', API_PATHS.staffAfterHoursRates, { cookie, json: rates })).status).toBe(200);
}

/** The edit that keeps everything the booking has (a paid booking is not offered a deposit). */
const sameEdit = keepingEditPayload({ paymentOption: 'later' });

test("every price changed after a party is paid: its page, edit quote, balance, emails and what is owed back are unchanged; a new item costs today's price", async () => {
  const booked = await api.post(API_PATHS.bookingInitiate, bookingPayload());
  const id = booked.body.bookingId as string;
  const address = apiPath(API_PATHS.booking, { id });
  const quoteAddress = apiPath(API_PATHS.bookingQuote, { id });
  await pressCheckoutButton(api, (await openDepositCheckout(api, id)).sessionId, 'pay');
  const page = (await api.get(address)).body;
  expect(page).toMatchObject({ totalPrice: 560, totalPaidAmount: 100, remainingAmount: 460, selectedPackage: { pricePackage: 300, pricePerChild: 15, minChildren: 10 } });
  const quote = (await api.post(quoteAddress, sameEdit)).body;
  expect(quote).toMatchObject({ totalPrice: 560, remainingAmount: 460, amountOwedBack: 0 });

  await changeEveryPrice(await staffSession(api, 'owner'));
  expect((await api.get(API_PATHS.packages)).body[0]).toMatchObject({ id: 'basic-fun', pricePackage: 600 });

  expect((await api.get(address)).body).toEqual(page);
  const again = (await api.post(quoteAddress, sameEdit)).body;
  expect(again).toEqual(quote);
  expect(again.lines).toEqual([
    { kind: 'adult-food', id: 'sandwich-platter', name: 'Sandwich Platter', quantity: 2, unitPrice: 65, cost: 130, priced: 'booked' },
    { kind: 'addon', id: 'lolly-bags', name: 'Lolly Bags', quantity: 12, unitPrice: 5, cost: 60, priced: 'booked' },
    { kind: 'addon', id: 'balloon-bundle', name: 'Balloon Bundle', quantity: 1, unitPrice: 40, cost: 40, priced: 'booked' },
  ]);

  // Two more kids at the booking's $15 each; a platter it did not have at today's price ($80, now $160).
  const more = (await api.post(quoteAddress, { ...sameEdit, numberOfKids: 14, adultsFood: [...sameEdit.adultsFood, { id: 'antipasto-platter', quantity: 1 }] })).body;
  expect(more.lines.find((line: Loose) => line.id === 'antipasto-platter')).toMatchObject({ unitPrice: 160, cost: 160, priced: 'today' });
  expect(more.totalPrice).toBe(560 + 2 * 15 + 2 * 5 + 160);

  // The balance is the one sold: $460, paid at the checkout, and emailed as such.
  const balance = await openFullCheckout(api, id);
  await pressCheckoutButton(api, balance.sessionId, 'pay');
  expect((await api.get(address)).body).toMatchObject({ totalPrice: 560, totalPaidAmount: 560, remainingAmount: 0, amountOwedBack: 0 });
  const subjects = (await sent()).map((mail) => mail.mail.subject);
  expect(subjects).toContain('Payment received: $460.00 for booking JJ1002');

  // Taking the balloons off owes back what they were sold at ($40), not today's $80.
  const saved = await api.put(address, { ...sameEdit, addons: [{ id: 'lolly-bags' }] });
  expect(saved).toMatchObject({ status: 200, body: { totalPrice: 520, amountOwedBack: 40 } });
  const mails = await sent();
  expect(mails.map((mail) => mail.mail.subject)).toContain('Booking updated: JJ1002 now costs $520.00');
  const updated = mails.find((mail) => mail.mail.subject === 'Booking updated: JJ1002 now costs $520.00') as Loose;
  expect(updated.mail.text).toContain('$40.00');
});

test("a hire keeps the rates and add-on prices it was sold at; an add-on it did not have costs today's price", async () => {
  const saved = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  const booking = saved.body.booking;
  expect(booking.pricing).toMatchObject({ basePrice: 300, addonCosts: 350, additionalDurationCost: 150, total: 800, deposit: 400 });
  expect(booking.rates).toEqual({ basePrice: 300, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50 });
  const address = apiPath(API_PATHS.afterHoursBooking, { id: booking.uniqueBookingId });

  await changeEveryPrice(await staffSession(api, 'owner'));

  const read = (await api.get(address)).body;
  expect(read.pricing).toEqual(booking.pricing);
  expect(read.rates).toEqual(booking.rates);
  const edited = await api.put(address, afterHoursPayload({ notes: 'Cake at 8' }));
  expect(edited.status).toBe(200);
  expect(edited.body.booking.pricing).toEqual(booking.pricing);

  // Kitchen Access ($150, now $300) was not on the hire: today's price.
  const added = await api.put(address, afterHoursPayload({ addons: [...afterHoursPayload().addons, { id: 'kitchen-access', name: 'Kitchen Access', quantity: 1, price: 1 }] }));
  expect(added.body.booking.pricing).toMatchObject({ basePrice: 300, addonCosts: 350 + 300, total: 800 + 300 });

  // A new hire is priced with today's rates: $600 for 1.5 hours, 3 half hours at $150, the guest fee above 10, a 25 % deposit.
  const fresh = await api.post(API_PATHS.afterHoursSave, afterHoursPayload({ date: '2031-06-27', addons: [] }));
  expect(fresh.body.booking.pricing).toMatchObject({ basePrice: 600, additionalDurationCost: 450, guestFee: 300, total: 1350, deposit: 337.5 });
});
