import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOwnSessions } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest, signedInAs } from '../../test/server';
import { deviceName } from './device-name';

serveApiForEachTest();
freshVisitForEachTest();

const DESK = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const session = (id: string, device: string, current = false) => ({
  id,
  device,
  current,
  createdAt: '2031-07-11T22:00:00Z',
  lastSeenAt: '2031-07-11T23:30:00Z',
  expiresAt: '2031-07-12T10:00:00Z',
});
const sessions = (...list: StaffOwnSessions['sessions']): StaffOwnSessions => ({ sessions: list });

test.each(['kitchen', 'front-desk', 'owner'] as const)('%s sees their own sessions, this one marked, each by its browser', async (role) => {
  signedInAs(role);
  serve('/sessions', sessions(session('a', DESK, true), session('b', PHONE)));
  await renderAt('/account');
  const list = await screen.findByRole('list', { name: 'Your sessions' });
  const [here, phone] = within(list).getAllByRole('listitem');
  expect(here).toHaveTextContent('Chrome on Linux This browser');
  expect(here).toHaveTextContent('Signed in 12 Jul 2031, 8:00 AM · last seen 12 Jul 2031, 9:30 AM');
  expect(within(here).queryByRole('button')).not.toBeInTheDocument();
  expect(phone).toHaveTextContent('Safari on iPhone');
  expect(phone).toHaveTextContent(PHONE);
  expect(within(phone).getByRole('button', { name: /^End session: Safari on iPhone/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
});

test('End ends that one session; End all other sessions ends the rest, and this one stays', async () => {
  signedInAs('front-desk');
  serve('/sessions', sessions(session('a', DESK, true), session('b', PHONE), session('c', TABLET)));
  const ends = recordCalls('post', '/sessions/:id/end', sessions(session('a', DESK, true), session('c', TABLET)));
  const endOthers = recordCalls('post', '/sessions/end-others', sessions(session('a', DESK, true)));
  const { user } = await renderAt('/account');
  await user.click(await screen.findByRole('button', { name: /^End session: Safari on iPhone/ }));
  expect(await findToast('Session ended')).toHaveTextContent('Safari on iPhone is signed out.');
  expect(ends).toEqual([{}]);
  // The list takes the answer a moment after the toast (the mutation's cache update runs beside the
  // page's own wait for the answer, in no set order).
  await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
  expect(await findToast('Other sessions ended')).toBeInTheDocument();
  expect(endOthers).toEqual([{}]);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText(/You are signed in here only/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
});

test("a session ended meanwhile (another tab) is said in the API's words", async () => {
  signedInAs('kitchen');
  serve('/sessions', sessions(session('a', DESK, true), session('b', PHONE)));
  recordCalls('post', '/sessions/:id/end', { code: 'item-not-found', message: 'No session of yours has this id (it may have ended)' }, 404);
  const { user } = await renderAt('/account');
  await user.click(await screen.findByRole('button', { name: /^End session/ }));
  expect(await screen.findByText('No session of yours has this id (it may have ended)')).toBeInTheDocument();
});

test.each([
  [DESK, 'Chrome on Linux'],
  [PHONE, 'Safari on iPhone'],
  [TABLET, 'Chrome on Android'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Mac'],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
  ['curl/8.5.0', 'Unknown browser'],
  ['', 'Unknown browser'],
])('%s is %s', (agent, name) => {
  expect(deviceName(agent)).toBe(name);
});
