// The thin interface that hides which database is used, so repositories run the same SQL on the
// embedded PGlite and on PostgreSQL. A module of its own, importing nothing: the drivers implement
// it, and database.ts, which opens the drivers, answers it.

/** Runs SQL. Parameters are $1, $2...; rows come back as plain objects. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

/** The whole database: what a Queryable does, plus transactions. */
export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A
   * transaction PostgreSQL rolled back as a deadlock's victim or for a serialization failure runs
   * again from the start (withRetries), so `work` must keep no state outside its transaction
   * between tries: it returns what it found.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
