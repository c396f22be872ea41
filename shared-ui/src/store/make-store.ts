import { configureStore } from '@reduxjs/toolkit';
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { StoreExtra } from '../api/api-response';
import { baseApi } from '../api/base-api';

/**
 * Builds one remote's store around its root reducer (made with `combineSlices(baseApi, ...)`),
 * with the shared API middleware. Each remote owns its store; remotes share no state. Tests call
 * it with preloaded state to get a real store. On the server, `extra` names the API of the render
 * the store is made for: its queries go there (base-api.ts).
 */
export function makeRemoteStore<S, P>(
  reducer: Reducer<S, UnknownAction, P>,
  preloadedState?: P,
  extraMiddleware: Middleware[] = [],
  extra: StoreExtra = {},
) {
  // The API middleware is typed for a state with an `api` key, which the reducer has (it is built
  // with combineSlices(baseApi, ...)) but which S cannot promise here.
  const apiMiddleware = baseApi.middleware as Middleware;
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(apiMiddleware, ...extraMiddleware),
  });
}
