import { screen, within } from '@testing-library/react';
import { REFUND_REFERENCE_REQUIRED } from '@party/domain';
import { aMoneyPage } from '../../test/fixtures';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, recordGets, serve, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => signedInAs('manager'));

const card = (title: string) => screen.getByRole('region', { name: title });
const recorded = { reference: 'JJ1007', providerReference: 're_123', alreadyRecorded: false, bookingType: 'party', status: 'confirmed', refunded: 20, totalPaidAmount: 380, remainingAmount: 0, amountOwedBack: 0 };

test('what is owed back, each with Record refund (Amount, Reference, Note); recorded, it leaves the list', async () => {
  const refunds = recordCalls('post', '/bookings/:reference/refunds', () => {
    serve('/money', { ...aMoneyPage(), owedBack: [] });
    return recorded;
  });
  const { user } = await renderAt('/money');
  const owed = await screen.findByRole('region', { name: 'Owed back' });
  expect(owed).toHaveTextContent('$20.00 to 1 customer.');
  expect(owed).toHaveTextContent('JJ1007 · Chris Green');
  await user.click(within(owed).getByRole('button', { name: 'Record refund: JJ1007' }));
  const form = within(owed).getByRole('form', { name: 'Record refund on JJ1007' });
  expect(within(form).getByLabelText(/^Amount/)).toHaveValue('20.00');
  await user.click(within(form).getByRole('button', { name: 'Record refund' }));
  expect(await within(form).findByText(REFUND_REFERENCE_REQUIRED)).toBeInTheDocument();
  expect(refunds).toEqual([]);

  await user.type(within(form).getByLabelText(/^Reference/), ' re_123 ');
  await user.type(within(form).getByLabelText(/^Note/), 'Platter taken off');
  await user.click(within(form).getByRole('button', { name: 'Record refund' }));
  expect(await findToast('Refund recorded')).toHaveTextContent('$20.00 on JJ1007. Nothing is owed back now.');
  expect(await within(card('Owed back')).findByText('Nothing is owed back.')).toBeInTheDocument();
  expect(refunds).toEqual([{ amount: 20, providerReference: 're_123', note: 'Platter taken off' }]);
});

test('a reference used for another amount is refused in the API’s words; more than is owed is refused before it is sent', async () => {
  const refunds = recordCalls('post', '/bookings/:reference/refunds', { code: 'refund-reference-taken', message: 'A refund with this reference is already recorded for another amount.' }, 409);
  const { user } = await renderAt('/money');
  await user.click(await screen.findByRole('button', { name: 'Record refund: JJ1007' }));
  const form = screen.getByRole('form', { name: 'Record refund on JJ1007' });
  await user.clear(within(form).getByLabelText(/^Amount/));
  await user.type(within(form).getByLabelText(/^Amount/), '25');
  await user.type(within(form).getByLabelText(/^Reference/), 're_123');
  await user.click(within(form).getByRole('button', { name: 'Record refund' }));
  expect(await within(form).findByText('At most $20.00 is owed back')).toBeInTheDocument();
  expect(refunds).toEqual([]);
  await user.clear(within(form).getByLabelText(/^Amount/));
  await user.type(within(form).getByLabelText(/^Amount/), '20');
  await user.click(within(form).getByRole('button', { name: 'Record refund' }));
  expect(await within(form).findByText('A refund with this reference is already recorded for another amount.')).toBeInTheDocument();
});

test('refunds sent through the provider and not settled yet are listed apart: not owed back while pending', async () => {
  await renderAt('/money');
  const owed = await screen.findByRole('region', { name: 'Owed back' });
  expect(owed).toHaveTextContent('Send it back to the card with Refund on the booking\'s page, or refund it in cash and record it here.');
  const pending = within(owed).getByRole('region', { name: 'Refunds pending at the provider' });
  expect(pending).toHaveTextContent('$150.00 sent, not settled yet. They are not owed back while pending; one that fails is owed back again and listed above.');
  expect(within(pending).getByRole('listitem')).toHaveTextContent('JJ1009 · Dana LeeParty on Sat 19 Jul 2031 · sent 12 Jul 2031, 9:30 AMPending refund: $150.00');
  expect(within(pending).getByRole('link', { name: 'JJ1009' })).toHaveAttribute('href', '/bookings/JJ1009');
});

test('the balances due in the next 7 days', async () => {
  await renderAt('/money');
  const due = await screen.findByRole('table', { name: '$700.00 from 2 bookings, taken on the day' });
  expect(within(due).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    'JJ1004Sat 12 Jul 2031, 1:00 PMJo Brown$300.00',
    'JJ1005 (hire)Sat 12 Jul 2031, 6:00 PMSam Taylor$400.00',
  ]);
});

test('the takings of the last 7 days by method, another range on Show takings, and the CSV of the same range', async () => {
  const takings = recordGets('/api/staff/money/takings');
  const { user } = await renderAt('/money');
  const table = await screen.findByRole('table', { name: 'Taken from Sun 6 Jul 2031 to Sat 12 Jul 2031' });
  expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    'Online4$1,340.00',
    'Card at the counter1$300.00',
    'Cash at the counter1$50.00',
    'Refunds−$20.00',
    'Net$1,670.00',
  ]);
  const csv = screen.getByRole('link', { name: 'Download bookings as CSV' });
  expect(csv).toHaveAttribute('href', '/api/staff/money/bookings.csv?from=2031-07-06&to=2031-07-12');

  const range = screen.getByRole('form', { name: 'Date range' });
  await user.clear(within(range).getByLabelText('From'));
  await user.type(within(range).getByLabelText('From'), '2031-07-01');
  await user.clear(within(range).getByLabelText('To'));
  await user.type(within(range).getByLabelText('To'), '2031-07-31');
  await user.click(within(range).getByRole('button', { name: 'Show takings' }));
  expect(await screen.findByRole('table', { name: 'Taken from Tue 1 Jul 2031 to Thu 31 Jul 2031' })).toBeInTheDocument();
  expect(csv).toHaveAttribute('href', '/api/staff/money/bookings.csv?from=2031-07-01&to=2031-07-31');
  expect(takings).toEqual(['/api/staff/money/takings?from=2031-07-06&to=2031-07-12', '/api/staff/money/takings?from=2031-07-01&to=2031-07-31']);
});

test('a range the wrong way round is told, not asked', async () => {
  const { user } = await renderAt('/money');
  const range = await screen.findByRole('form', { name: 'Date range' });
  await user.clear(within(range).getByLabelText('From'));
  await user.type(within(range).getByLabelText('From'), '2031-08-01');
  await user.click(within(range).getByRole('button', { name: 'Show takings' }));
  expect(await screen.findByText('The first day must come before the last.')).toBeInTheDocument();
});
