// Hosts the embedded database (PGlite) on its own thread; pglite-database.ts talks to it by
// messages. Plain JavaScript so that the thread needs no TypeScript loader.
//
// Why a thread: PGlite runs PostgreSQL in WebAssembly synchronously, so on the server's own thread
// a slow statement would stall every request; and PGlite loads its files with dynamic import(),
// which Jest's module sandbox cannot run, while a worker thread loads modules natively.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';

const options = { extensions: { btree_gist } };
// An in-memory database can start from a dump of another (a tar file): much faster than initdb.
if (workerData.loadDataDir) options.loadDataDir = new Blob([await readFile(workerData.loadDataDir)]);
const pglite = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

/** What crosses the thread boundary of an error: PostgreSQL's fields, such as code (SQLSTATE). */
function serialiseError(error) {
  const fields = {};
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity']) {
    if (error && typeof error[key] === 'string') fields[key] = error[key];
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

function target(tx) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

/** Starts a transaction and answers once inside it; it ends when commit or rollback arrives. */
function begin() {
  const id = nextTransaction++;
  return new Promise((started, failedToStart) => {
    const entry = {};
    entry.ended = pglite
      .transaction(async (tx) => {
        entry.tx = tx;
        const outcome = new Promise((commit, rollback) => Object.assign(entry, { commit, rollback }));
        transactions.set(id, entry);
        started(id);
        await outcome;
      })
      .finally(() => transactions.delete(id));
    // Only matters when the transaction fails before it started; later failures reach finish().
    entry.ended.catch(failedToStart);
  });
}

/** Commits (or rolls back) a transaction and answers when PGlite has finished it. */
async function finish(id, commit) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`Transaction ${id} is not open`);
  if (commit) entry.commit();
  else entry.rollback(new Error('rollback'));
  try {
    await entry.ended;
  } catch (error) {
    if (commit) throw error;
  }
}

async function handle(message) {
  switch (message.op) {
    case 'ready':
      await pglite.waitReady;
      return null;
    case 'query':
      return (await target(message.tx).query(message.sql, message.params)).rows;
    case 'exec':
      await target(message.tx).exec(message.sql);
      return null;
    case 'begin':
      return begin();
    case 'commit':
      return finish(message.tx, true);
    case 'rollback':
      return finish(message.tx, false);
    case 'dump':
      return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: serialiseError(error) }),
  );
});
