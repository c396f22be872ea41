import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { apiErrorCode, apiErrorMessage, apiErrorStatus, describeApiError } from './api-error';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<{ status: string }, string>({ query: (path) => path }),
  }),
});

const server = setupServer(
  http.get('http://localhost/api/ok', () => HttpResponse.json({ status: 'ok' })),
  http.get('http://localhost/api/missing', () => HttpResponse.json({ code: 'booking-not-found', message: 'Booking not found' }, { status: 404 })),
  http.get('http://localhost/api/broken', () => new HttpResponse('Upstream timed out', { status: 502 })),
  http.get('http://localhost/api/offline', () => HttpResponse.error()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

test('a successful call gives the parsed JSON', async () => {
  const result = await makeStore().dispatch(testApi.endpoints.health.initiate('/api/ok'));
  expect(result.data).toEqual({ status: 'ok' });
});

test.each([
  { path: '/api/missing', status: 404, message: '404 Booking not found', said: 'Booking not found' },
  { path: '/api/broken', status: 502, message: '502 Upstream timed out', said: 'Upstream timed out' },
])('a $status response becomes an error of its status code and the server message', async ({ path, status, message, said }) => {
  const result = await makeStore().dispatch(testApi.endpoints.health.initiate(path));
  expect(apiErrorStatus(result.error)).toBe(status);
  expect(describeApiError(result.error)).toBe(message);
  expect(apiErrorMessage(result.error)).toBe(said);
});

test('a network failure says the server could not be reached', async () => {
  const result = await makeStore().dispatch(testApi.endpoints.health.initiate('/api/offline'));
  expect(apiErrorStatus(result.error)).toBeUndefined();
  expect(describeApiError(result.error)).toBe('Network error: the server could not be reached');
  expect(apiErrorMessage(result.error)).toBe('Network error: the server could not be reached');
});

test('an error answer gives its code, and a failure without one none', async () => {
  expect(apiErrorCode((await makeStore().dispatch(testApi.endpoints.health.initiate('/api/missing'))).error)).toBe('booking-not-found');
  expect(apiErrorCode((await makeStore().dispatch(testApi.endpoints.health.initiate('/api/broken'))).error)).toBeUndefined();
  expect(apiErrorCode((await makeStore().dispatch(testApi.endpoints.health.initiate('/api/offline'))).error)).toBeUndefined();
});
