import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { configureStore } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import { fetchApi } from './fetch-api';
import { apiErrorMessage, apiErrorStatus, describeApiError } from './api-error';

const received: { method: string; type: string | null; body: string }[] = [];

const server = setupServer(
  http.get('http://localhost/api/ok', () => HttpResponse.json({ status: 'ok' })),
  http.get('http://localhost/api/empty', () => new HttpResponse(null, { status: 204 })),
  http.get('http://localhost/api/missing', () => HttpResponse.json({ message: 'Booking not found' }, { status: 404 })),
  http.get('http://localhost/api/broken', () => new HttpResponse('Upstream timed out', { status: 502 })),
  http.get('http://localhost/api/offline', () => HttpResponse.error()),
  http.post('http://localhost/api/rsvps', async ({ request }) => {
    received.push({ method: request.method, type: request.headers.get('content-type'), body: await request.text() });
    return HttpResponse.json({ id: 7 }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The same call through the base API, to check that both read an answer alike.
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ read: build.query<unknown, string>({ query: (path) => path }) }),
});
async function throughBaseApi(path: string) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return store.dispatch(testApi.endpoints.read.initiate(path));
}

const failureOf = (path: string) => fetchApi(`/api/${path}`).then(() => undefined, (error: FetchBaseQueryError) => error);

test('an OK answer gives its JSON, and an empty one null, as the base API does', async () => {
  await expect(fetchApi('/api/ok')).resolves.toEqual({ status: 'ok' });
  await expect(fetchApi('/api/empty')).resolves.toBeNull();
  expect((await throughBaseApi('/api/ok')).data).toEqual({ status: 'ok' });
});

test.each(['missing', 'broken', 'offline'])('a failed call (/%s) rejects with the error the base API gives, read the same way', async (path) => {
  const error = await failureOf(path);
  const fromBaseApi = (await throughBaseApi(`/api/${path}`)).error;
  expect(error).toBeDefined();
  expect(apiErrorStatus(error)).toBe(apiErrorStatus(fromBaseApi));
  expect(describeApiError(error)).toBe(describeApiError(fromBaseApi));
  expect(apiErrorMessage(error)).toBe(apiErrorMessage(fromBaseApi));
});

test('the failures say what went wrong in words', async () => {
  expect(describeApiError(await failureOf('missing'))).toBe('404 Booking not found');
  expect(apiErrorMessage(await failureOf('broken'))).toBe('Upstream timed out');
  expect(describeApiError(await failureOf('offline'))).toBe('Network error: the server could not be reached');
});

test('a body is sent as JSON, emoji and all', async () => {
  await expect(fetchApi('/api/rsvps', { method: 'POST', body: { guests: [{ name: 'Zoë 🎈' }] } })).resolves.toEqual({ id: 7 });
  expect(received).toEqual([{ method: 'POST', type: 'application/json', body: '{"guests":[{"name":"Zoë 🎈"}]}'}]);
});
