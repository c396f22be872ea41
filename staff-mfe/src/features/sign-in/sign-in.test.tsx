import { screen } from '@testing-library/react';
import { STAFF_MESSAGES } from '@party/domain';
import { aSession } from '../../test/fixtures';
import { currentLocation, freshVisitForEachTest, renderAt, type User } from '../../test/render';
import { recordCalls, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function signIn(user: User, { email = 'owner@venue.example', password = 'a long pass phrase', code = '' } = {}) {
  await user.type(field('Email'), email);
  await user.type(field('Password'), password);
  if (code) await user.type(field('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('the form: Email, Password and Code, and Sign in; nothing typed is told field by field', async () => {
  const attempts = recordCalls('post', '/sign-in', aSession('owner'));
  const { user } = await renderAt('/sign-in');
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
  expect(field('Email')).toHaveAttribute('autocomplete', 'username');
  expect(field('Password')).toHaveAttribute('type', 'password');
  expect(field('Code')).toHaveAttribute('autocomplete', 'one-time-code');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(STAFF_MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(STAFF_MESSAGES.passwordRequired)).toBeInTheDocument();
  expect(attempts).toEqual([]);
});

test('signed in, the page that sent the person here opens; the code is sent without its spaces', async () => {
  const attempts = recordCalls('post', '/sign-in', aSession('owner'));
  signedInAs('owner');
  const { user } = await renderAt('/sign-in?next=%2Fbookings%2FJJ1004');
  await signIn(user, { code: '123 456' });
  expect(await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" })).toBeInTheDocument();
  expect(currentLocation()).toBe('/bookings/JJ1004');
  expect(attempts).toEqual([{ email: 'owner@venue.example', password: 'a long pass phrase', code: '123456' }]);
});

test('opened from the emailed sign-in link, the page says so and the sign-in carries the link', async () => {
  const attempts = recordCalls('post', '/sign-in', aSession('front-desk'));
  const { user } = await renderAt('/sign-in?link=abc_DEF-123');
  expect(await screen.findByText(STAFF_MESSAGES.signInLinkNotice)).toBeInTheDocument();
  await signIn(user);
  expect(await screen.findByRole('heading', { level: 1, name: /^Run sheet/ })).toBeInTheDocument();
  expect(attempts).toEqual([{ email: 'owner@venue.example', password: 'a long pass phrase', link: 'abc_DEF-123' }]);
});

test('a next that leads to another site is ignored: the run sheet opens', async () => {
  recordCalls('post', '/sign-in', aSession('front-desk'));
  const { user } = await renderAt('/sign-in?next=%2F%2Fevil.example%2F');
  await signIn(user);
  expect(await screen.findByRole('heading', { level: 1, name: /^Run sheet/ })).toBeInTheDocument();
  expect(currentLocation()).toBe('/');
});

test('a refused sign-in says only that something was not right, and asks for the password again', async () => {
  const attempts = recordCalls('post', '/sign-in', { code: 'sign-in-failed', message: 'whatever the API says' }, 401);
  const { user } = await renderAt('/sign-in');
  await signIn(user, { code: '111111' });
  expect(await screen.findByText(STAFF_MESSAGES.signInFailed)).toBeInTheDocument();
  expect(field('Password')).toHaveValue('');
  expect(field('Code')).toHaveValue('');
  expect(field('Email')).toHaveValue('owner@venue.example');
  expect(field('Password')).toHaveFocus();
  expect(attempts).toHaveLength(1);
});

test('too many attempts: the API says when to try again', async () => {
  recordCalls('post', '/sign-in', { code: 'rate-limited', message: 'Too many sign-in attempts: try again in 15 minutes.' }, 429);
  const { user } = await renderAt('/sign-in');
  await signIn(user);
  expect(await screen.findByText('Too many sign-in attempts: try again in 15 minutes.')).toBeInTheDocument();
});

test('the API down: said, and nothing is lost but the password', async () => {
  const { server, API } = await import('../../test/server');
  const { http, HttpResponse } = await import('msw');
  server.use(http.post(`${API}/sign-in`, () => HttpResponse.error()));
  const { user } = await renderAt('/sign-in');
  await signIn(user);
  expect(await screen.findByText('The staff system did not answer. Please check the connection and try again.')).toBeInTheDocument();
  expect(field('Email')).toHaveValue('owner@venue.example');
});

test('opened from a bookmark, the sign-in says nothing of a session gone', async () => {
  await renderAt('/sign-in');
  await screen.findByRole('heading', { level: 1, name: 'Staff sign in' });
  expect(screen.queryByText(STAFF_MESSAGES.signedOut)).not.toBeInTheDocument();
  expect(screen.queryByText(STAFF_MESSAGES.sessionEnded)).not.toBeInTheDocument();
});
