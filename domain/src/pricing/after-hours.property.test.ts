import fc from 'fast-check';
import { AFTER_HOURS_SAMPLE_ADDONS } from '../after-hours-sample-data';
import { priceAfterHours } from './after-hours';
import { afterHoursEndTimes, allAfterHoursStartTimes } from '../after-hours/time-rules';

const RUNS = { numRuns: 150 };
const WINDOW = { opens: '09:00', closes: '22:00' };
const slot = fc
  .constantFrom(...allAfterHoursStartTimes(WINDOW))
  .chain((start) => fc.constantFrom(...afterHoursEndTimes(start, WINDOW)).map((end) => ({ start, end })));
const booking = fc.record({
  slot,
  pricePackage: fc.integer({ min: 0, max: 200000 }).map((c) => c / 100),
  kids: fc.integer({ min: 0, max: 200 }),
  adults: fc.integer({ min: 0, max: 200 }),
  quantities: fc.array(fc.integer({ min: -2, max: 8 }), { minLength: 3, maxLength: 3 }),
});
type Booking = typeof booking extends fc.Arbitrary<infer T> ? T : never;
const price = (b: Booking, extra: Partial<{ end: string; kids: number }> = {}) =>
  priceAfterHours({
    rates: { basePrice: b.pricePackage, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50 },
    startTime: b.slot.start,
    endTime: extra.end ?? b.slot.end,
    expectedKids: extra.kids ?? b.kids,
    expectedAdults: b.adults,
    addons: AFTER_HOURS_SAMPLE_ADDONS.map((addon, i) => ({ id: addon.id, quantity: b.quantities[i] })),
    catalogue: AFTER_HOURS_SAMPLE_ADDONS,
  });

test('after-hours: the parts add up, the deposit is half the total and nothing is negative', () => {
  fc.assert(
    fc.property(booking, (b) => {
      const p = price(b);
      const parts = Math.round((p.basePrice + p.addonCosts + p.guestFee + p.additionalDurationCost) * 100);
      return parts === Math.round(p.subtotal * 100) && p.total === p.subtotal && p.deposit >= 0 && Math.abs(Math.round(p.deposit * 100) * 2 - Math.round(p.total * 100)) <= 1;
    }),
    RUNS,
  );
});

test('after-hours: a later end time or another kid never lowers the total', () => {
  fc.assert(
    fc.property(booking, (b) => {
      const ends = afterHoursEndTimes(b.slot.start, WINDOW);
      const later = ends[Math.min(ends.indexOf(b.slot.end) + 1, ends.length - 1)];
      return price(b, { end: later }).total >= price(b).total && price(b, { kids: b.kids + 1 }).total >= price(b).total;
    }),
    RUNS,
  );
});
