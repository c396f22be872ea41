import type { Database, Queryable } from './queryable';

/**
 * An open transaction as a Database whose own transactions join it: `transaction(work)` runs `work`
 * in it, to commit or roll back with it. So a service written around its own transaction (a
 * cancellation) can be one part of a caller's larger one (a closure that cancels the bookings it
 * touches, decision 059): all of it is saved, or none. Work that must follow the commit (a call
 * to the payment provider) is the caller's to run once its transaction has committed.
 */
export function joinedTransaction(tx: Queryable): Database {
  return {
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
    close: () => Promise.reject(new Error('A joined transaction is closed by the one it joins')),
  };
}
