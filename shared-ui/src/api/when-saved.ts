import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** Dispatches a cache update: an API's `util.upsertQueryData(...)` or `util.updateQueryData(...)`. */
type DispatchUpdate = (update: ThunkAction<unknown, never, unknown, UnknownAction>) => unknown;

/** The part of RTK Query's `onQueryStarted` lifecycle that a write's answer needs. */
type Lifecycle<Saved> = { dispatch: DispatchUpdate; queryFulfilled: Promise<{ data: Saved }> };

/**
 * The `onQueryStarted` of a write the API answers with the thing as saved: once the answer
 * arrives, `putInCache` puts it where the page reads it from, so the page shows it without asking
 * again. A refusal changes nothing: the form that sent the write shows it (the mutation's own
 * result carries it), and the cache keeps what it held.
 *
 *     onQueryStarted: whenSaved((hours, dispatch) => {
 *       dispatch(hoursApi.util.upsertQueryData('getHours', undefined, hours));
 *     }),
 *
 * `putInCache` has a block body (it returns nothing) for TypeScript's sake: it names the API whose
 * endpoints are being declared, and an arrow that returned the update would make that API's type
 * depend on itself.
 */
export function whenSaved<Saved, Arg>(putInCache: (saved: Saved, dispatch: DispatchUpdate, arg: Arg) => void) {
  return async (arg: Arg, { dispatch, queryFulfilled }: Lifecycle<Saved>): Promise<void> => {
    // A refusal rejects queryFulfilled; caught here, since the mutation's result already carries it.
    const answer = await queryFulfilled.catch(() => undefined);
    if (answer) putInCache(answer.data, dispatch, arg);
  };
}

/**
 * Replaces, in a cached list, the entry the saved one is of (the same `key`): the change as the
 * API answered it takes the place of the entry as it was read. One not in the list (gone since it
 * was read) is not added.
 */
export function replaceSaved<Entry, Key extends keyof Entry>(list: Entry[], saved: Entry, key: Key): void {
  const index = list.findIndex((each) => each[key] === saved[key]);
  if (index >= 0) list[index] = saved;
}
