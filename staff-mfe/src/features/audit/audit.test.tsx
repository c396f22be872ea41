import { screen, within } from '@testing-library/react';
import { anAuditEntry } from '../../test/fixtures';
import { freshVisitForEachTest, renderAt } from '../../test/render';
import { recordGets, serveApiForEachTest, server, API, signedInAs } from '../../test/server';
import { http, HttpResponse } from 'msw';

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => signedInAs('owner'));

test('every sign-in and change, newest first, with who, what, when (venue time) and the values before and after; older ones a page at a time', async () => {
  const pages = recordGets('/api/staff/audit');
  server.use(
    http.get(`${API}/audit`, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('before') === '8'
          ? { entries: [anAuditEntry('7', { action: 'staff.sign-in', target: null, actor: { kind: 'staff', name: 'Olivia Owner' }, before: null, after: { outcome: 'signed-in' } })], next: null }
          : { entries: [anAuditEntry('9'), anAuditEntry('8', { action: 'refund.record', target: { kind: 'booking', reference: 'JJ1007' }, before: { owedBack: 20 }, after: { owedBack: 0 } })], next: '8' },
      ),
    ),
  );
  const { user } = await renderAt('/audit');
  const newest = await screen.findByRole('table', { name: 'Newest entries' });
  const rows = within(newest).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('12 Jul 2031, 10:05 AMFrankie Desk (staff)Marked the arrivalJJ1002arrival: expected →changed to arrived');
  expect(within(rows[1]!).getByRole('link', { name: 'JJ1007' })).toHaveAttribute('href', '/bookings/JJ1007');
  await user.click(screen.getByRole('button', { name: 'Show older entries' }));
  const older = await screen.findByRole('table', { name: 'Older entries' });
  expect(older).toHaveTextContent('Olivia Owner (staff)Signed in—outcome: — →changed to signed-in');
  expect(screen.getByText('That is the first entry.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  expect(pages).toEqual(['/api/staff/audit?limit=50', '/api/staff/audit?before=8&limit=50']);
});
