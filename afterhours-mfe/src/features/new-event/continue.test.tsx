import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notify } from '@party/shared-ui';
import { DRAFT_KEY } from '../../shared/draft-storage';
import { aRecord } from '../../test/fixtures';
import { enter, fillTheEvent, findToast, formShown, freshVisitForEachTest, redirectTo, renderAt, summaryFigures } from '../../test/render';
import { TAKEN_TIMES_MESSAGES } from '@party/domain';
import { API, recordCalls, server, serveApiForEachTest, serveBooking, serveTakenTimes } from '../../test/server';


// Each test fills in or changes a whole form as a parent would (a day, two times, nine fields,
// add-ons), re-pricing the page at each step: more than Jest's
// default 5 seconds on a busy machine.
jest.setTimeout(20_000);

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => jest.mocked(redirectTo).mockClear());

/** The API saves a pending booking: JJ1003, id ah_1 (then ah_2, ...). */
function serveSave() {
  let saved = 0;
  return recordCalls('post', '/bookings-afterhours/save', () => {
    saved += 1;
    return { booking: aRecord({ uniqueBookingId: `ah_${saved}`, reference: `JJ100${2 + saved}`, status: 'pending', totalPaidAmount: 0 }) };
  }, 201);
}

const serveCheckout = () => recordCalls('post', '/create-dynamic-checkout-session-afterhours', { url: 'http://localhost/checkout/cs_1' }, 201);

test("Continue saves a pending booking, says 'Booking Initiate' with its reference, and goes to its checkout", async () => {
  const saves = serveSave();
  const checkouts = serveCheckout();
  const { user } = await renderAt();
  await formShown();
  await fillTheEvent(user);
  await user.click(screen.getByRole('checkbox', { name: 'Cafe Tab' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await findToast('Booking Initiate')).toHaveTextContent('Booking Initiate. Your reference ID is JJ1003.');
  expect(saves).toEqual([
    {
      date: '2031-07-20',
      startTime: '18:00',
      endTime: '21:00',
      duration: 3,
      firstName: 'Alex',
      lastName: 'Taylor',
      email: 'alex@example.com',
      mobile: '0400111222',
      address: '2 Event Road, Parramatta',
      notes: '',
      expectedKids: 20,
      expectedAdults: 10,
      addons: [{ id: 'cafe-tab', name: 'Cafe Tab', quantity: 1, price: 150 }],
      selectedPackage: expect.objectContaining({ id: 'basic-fun' }),
      paymentOption: 'deposit',
      pricing: { basePrice: 300, addonCosts: 150, guestFee: 0, additionalDurationCost: 150, subtotal: 600, gst: 0, total: 600, deposit: 300 },
    },
  ]);
  // The unique booking id itself is the body (SPEC.md §7).
  expect(checkouts).toEqual(['ah_1']);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_1');
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
});

test('a double click saves once and opens one checkout', async () => {
  const saves = serveSave();
  const checkouts = serveCheckout();
  const { user } = await renderAt();
  await formShown();
  await fillTheEvent(user);
  await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
  await findToast('Booking Initiate');
  await screen.findByRole('button', { name: 'Processing...' });
  expect([saves.length, checkouts.length]).toEqual([1, 1]);
});

test("a refused save says 'Booking Error' with the reason (no status code), and keeps everything typed", async () => {
  const saves = recordCalls('post', '/bookings-afterhours/save', { code: 'date-not-bookable', message: 'That date cannot be booked online.' }, 422);
  const { user } = await renderAt();
  await formShown();
  await fillTheEvent(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await findToast('Booking Error')).toHaveTextContent(/^Booking ErrorThere was a problem saving your booking\. Please try again\. That date cannot be booked online\.$/);
  expect(saves).toHaveLength(1);
  expect(redirectTo).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Email (required)' })).toHaveValue('alex@example.com');
  expect(screen.getByRole('combobox', { name: 'End Time (required)' })).toHaveValue('21:00');
});

test.each([
  { name: 'a hire', code: 'centre-hired' },
  { name: 'parties', code: 'parties-booked' },
])('times taken meanwhile by $name: said beside the times in plain words, no toast, everything kept, the taken times read again', async ({ code }) => {
  const queries = serveTakenTimes((call) => (call === 1 ? [] : [{ date: '2031-07-20', taken: [{ start: '19:00', end: '22:00' }], fullyTaken: false }]));
  const saves = recordCalls('post', '/bookings-afterhours/save', { code, message: 'Sorry, the whole centre has been hired for a private event at an overlapping time.' }, 409);
  const { user } = await renderAt();
  await formShown();
  await fillTheEvent(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  const message = await screen.findByText(TAKEN_TIMES_MESSAGES.timesTaken);
  expect(message.closest('[data-field="times"]')).toHaveFocus();
  expect(saves).toHaveLength(1);
  expect(redirectTo).not.toHaveBeenCalled();
  // No toast, and no status code anywhere.
  expect(screen.queryByText('Booking Error')).not.toBeInTheDocument();
  expect(screen.queryByText(/409/)).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email (required)' })).toHaveValue('alex@example.com');
  expect(screen.getByRole('combobox', { name: 'End Time (required)' })).toHaveValue('21:00');
  // Read again: 7 pm onwards is now taken, so the lists offer only what fits.
  await waitFor(() => expect(queries).toHaveLength(2));
  expect(await screen.findByText(/Already booked that day: 7:00 PM - 10:00 PM\./)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Start Time (required)' }), '4:00 PM');
  await user.selectOptions(screen.getByRole('combobox', { name: 'End Time (required)' }), '7:00 PM');
  expect(screen.queryByText(TAKEN_TIMES_MESSAGES.timesTaken)).not.toBeInTheDocument();
  expect(screen.queryByRole('option', { name: '7:30 PM' })).not.toBeInTheDocument();
});

test('the taken times are read for the whole booking window, without the unpaid booking the draft replaces', async () => {
  const queries = serveTakenTimes([]);
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, values: { date: '2031-07-20' }, saved: { bookingId: 'ah_mine', fingerprint: 'x' } }));
  serveBooking(aRecord({ uniqueBookingId: 'ah_mine', status: 'pending', totalPaidAmount: 0 }));
  await renderAt();
  await formShown();
  expect(Object.fromEntries(queries[0] ?? [])).toEqual({ from: '2031-07-10', to: '2032-07-02', except: 'ah_mine' });
});

test("a checkout that cannot be opened says 'Booking Failed', and Continue then pays for the same booking", async () => {
  const saves = serveSave();
  server.use(http.post(`${API}/create-dynamic-checkout-session-afterhours`, () => HttpResponse.json({ message: 'The payment page could not be opened just now.' }, { status: 502 })));
  const { user } = await renderAt();
  await formShown();
  await fillTheEvent(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await findToast('Booking Failed')).toHaveTextContent('Error initiating dynamic checkout: 502 The payment page could not be opened just now.');

  const checkouts = serveCheckout();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Processing...' });
  expect(saves).toHaveLength(1);
  expect(checkouts).toEqual(['ah_1']);
});

test('a reload, or Back from the checkout, finds the form as it was; the same details pay for the same booking', async () => {
  const saves = serveSave();
  serveCheckout();
  const first = await renderAt();
  await formShown();
  await fillTheEvent(first.user);
  await first.user.click(screen.getByRole('radio', { name: /Pay the full amount/ }));
  await first.user.click(screen.getByRole('button', { name: 'Continue' }));
  await findToast('Booking Initiate');
  first.unmount();

  serveBooking(aRecord({ status: 'pending', totalPaidAmount: 0 }));
  const checkouts = serveCheckout();
  const { user } = await renderAt();
  await formShown();
  expect(screen.getByRole('textbox', { name: 'First Name (required)' })).toHaveValue('Alex');
  expect(screen.getByRole('combobox', { name: 'Start Time (required)' })).toHaveValue('18:00');
  expect(screen.getByRole('spinbutton', { name: 'Expected Adults (required)' })).toHaveValue(10);
  expect(screen.getByRole('radio', { name: /Pay the full amount/ })).toBeChecked();
  expect(summaryFigures()).toMatchObject({ Date: 'Sun, July 20th, 2031', Total: '$450.00' });

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Processing...' });
  expect(saves).toHaveLength(1);
  expect(checkouts).toEqual(['ah_1']);
});

test('changed details make a new booking that replaces the unpaid one', async () => {
  const saves = serveSave();
  serveCheckout();
  const first = await renderAt();
  await formShown();
  await fillTheEvent(first.user);
  await first.user.click(screen.getByRole('button', { name: 'Continue' }));
  await findToast('Booking Initiate');
  first.unmount();
  act(() => notify.dismissAll());

  serveBooking(aRecord({ status: 'pending', totalPaidAmount: 0 }));
  const { user } = await renderAt();
  await formShown();
  const adults = screen.getByRole('spinbutton', { name: 'Expected Adults (required)' });
  await user.clear(adults);
  await enter(user, adults, '12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await findToast('Booking Initiate')).toHaveTextContent('JJ1004');
  expect(saves).toHaveLength(2);
  expect(saves[1]).toMatchObject({ expectedAdults: 12, replacesBookingId: 'ah_1' });
});

test('once the booking made from the draft is paid, the page starts afresh', async () => {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ version: 1, values: { firstName: 'Alex', date: '2031-07-20' }, saved: { bookingId: 'ah_1', fingerprint: 'x' } }),
  );
  serveBooking(aRecord({ status: 'confirmed' }));
  await renderAt();
  await formShown();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name (required)' })).toHaveValue(''));
  expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('ah_1');
});

test('a kept date that can no longer be booked is cleared with its times', async () => {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ version: 1, values: { firstName: 'Alex', date: '2031-07-09', startTime: '18:00', endTime: '21:00' }, saved: null }),
  );
  await renderAt();
  await formShown();
  expect(screen.getByRole('textbox', { name: 'First Name (required)' })).toHaveValue('Alex');
  expect(summaryFigures()).toMatchObject({ Date: 'Not chosen yet', Time: 'Not chosen yet' });
});

test('a draft that cannot be read is set aside: the form starts empty', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.setItem(DRAFT_KEY, '{not json');
  await renderAt();
  await formShown();
  expect(screen.getByRole('textbox', { name: 'First Name (required)' })).toHaveValue('');
  expect(console.warn).toHaveBeenCalledWith('The saved event could not be read; starting afresh', expect.any(SyntaxError));
});
