import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CHANGE_OF_PLAN_MESSAGES, type CancelQuote } from '@party/domain';
import { aRecord } from '../../test/fixtures';
import { freshVisitForEachTest, renderAt } from '../../test/render';
import { API, server, serveApiForEachTest, serveBooking } from '../../test/server';

// The hirer cancels online from the edit page (decision 052): a confirmation that shows what is
// refunded (a hire keeps nothing: its page shows no terms) before anything is canceled, and the
// cancellation carrying the refund shown.

jest.setTimeout(20_000);

serveApiForEachTest();
freshVisitForEachTest();

const EDIT = '/book-your-party/after-hours/edit/ah_1';

function aQuote(overrides: Partial<CancelQuote> = {}): CancelQuote {
  return {
    reference: 'JJ1003',
    totalPaidAmount: 400,
    kept: { deposit: 0, fees: 0, platters: 0, total: 0 },
    refund: 400,
    keptWords: 'Nothing paid is kept: everything paid is refunded.',
    canceled: false,
    ...overrides,
  };
}

/** Answers a POST with each answer in turn (the last one again after that); records the bodies. */
function answerInTurn(path: string, answers: Array<{ status?: number; body: JsonBodyType; then?: () => void }>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      answer.then?.();
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return bodies;
}

const canceled = () => aRecord({ status: 'canceled', remainingAmount: 0, amountOwedBack: 400, refundDue: true });

test('Cancel booking shows what is paid and refunded first; confirmed, the hire is canceled, with what is refunded said and nothing left to change or pay', async () => {
  const quotes = answerInTurn('/bookings-afterhours/ah_1/cancel/quote', [{ body: aQuote() }]);
  const cancels = answerInTurn('/bookings-afterhours/ah_1/cancel', [{ body: aQuote({ canceled: true }), then: () => serveBooking(canceled()) }]);
  const { user } = await renderAt(EDIT);
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  expect(dialog).toHaveTextContent(CHANGE_OF_PLAN_MESSAGES.cancelIntro.event);
  const money = await within(dialog).findByLabelText('What canceling means for your money');
  expect(quotes).toEqual([{}]);
  expect(within(money).getByText('Paid so far').nextElementSibling).toHaveTextContent('$400.00');
  expect(within(money).queryByText(/kept/)).not.toBeInTheDocument();
  expect(within(money).getByText('Refunded to you').nextElementSibling).toHaveTextContent('$400.00');
  expect(dialog).toHaveTextContent('Nothing paid is kept: everything paid is refunded.');
  expect(cancels).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  const done = await screen.findByText(CHANGE_OF_PLAN_MESSAGES.canceled);
  expect(cancels).toEqual([{ refund: 400 }]);
  expect(done.parentElement).toHaveTextContent('$400.00 will be refunded to you');
  await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
  expect(await screen.findByText('This Booking Has Been Canceled')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Update Booking|Pay|Cancel booking/ })).not.toBeInTheDocument();
});

test('the booking read again only after the dialog has closed: the canceled message keeps the focus when the Cancel button goes', async () => {
  answerInTurn('/bookings-afterhours/ah_1/cancel/quote', [{ body: aQuote() }]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  answerInTurn('/bookings-afterhours/ah_1/cancel', [
    {
      body: aQuote({ canceled: true }),
      then: () =>
        server.use(
          http.get(`${API}/bookings-afterhours/:id`, async () => {
            await held;
            return HttpResponse.json(canceled());
          }),
        ),
    },
  ]);
  const { user } = await renderAt(EDIT);
  const opener = await screen.findByRole('button', { name: 'Cancel booking' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  await within(dialog).findByLabelText('What canceling means for your money');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));

  const message = (await screen.findByText(CHANGE_OF_PLAN_MESSAGES.canceled)).closest('[tabindex="-1"]');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The dialog has closed and the Cancel button is still there: the focus is not handed back to it.
  expect(opener).toBeInTheDocument();
  await waitFor(() => expect(message).toHaveFocus());
  release();
  await waitFor(() => expect(opener).not.toBeInTheDocument());
  expect(message).toHaveFocus();
});

test("a refund that changed since it was shown ('refund-changed') is shown anew, and the cancellation then carries it", async () => {
  answerInTurn('/bookings-afterhours/ah_1/cancel/quote', [{ body: aQuote() }, { body: aQuote({ totalPaidAmount: 800, refund: 800 }) }]);
  const cancels = answerInTurn('/bookings-afterhours/ah_1/cancel', [
    { status: 409, body: { code: 'refund-changed', message: 'What would be refunded has changed.' } },
    { body: aQuote({ canceled: true, refund: 800 }), then: () => serveBooking(canceled()) },
  ]);
  const { user } = await renderAt(EDIT);
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  await within(dialog).findByLabelText('What canceling means for your money');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  expect(await within(dialog).findByText(CHANGE_OF_PLAN_MESSAGES.refundChanged)).toBeVisible();
  await waitFor(() => expect(within(within(dialog).getByLabelText('What canceling means for your money')).getByText('Refunded to you').nextElementSibling).toHaveTextContent('$800.00'));
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  await screen.findByText(CHANGE_OF_PLAN_MESSAGES.canceled);
  expect(cancels).toEqual([{ refund: 400 }, { refund: 800 }]);
});

test('no Cancel booking once online changes have closed', async () => {
  serveBooking(aRecord({ date: '2031-07-10' }));
  await renderAt(EDIT);
  expect(await screen.findByText('Online Changes Are Closed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
});
