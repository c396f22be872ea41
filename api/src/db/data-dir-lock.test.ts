import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockFileOf } from './data-dir-lock';
import { openPglite } from './pglite-database';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'party-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a data folder open in a live process is refused with what to do, and opens once that process is gone', async () => {
  const dataDir = path.join(folder, 'data');
  const other = spawn('sleep', ['30']);
  try {
    writeFileSync(lockFileOf(dataDir), String(other.pid));
    await expect(openPglite({ dataDir })).rejects.toThrow(`The embedded database at ${dataDir} is open in another process (${other.pid})`);
    expect(existsSync(dataDir)).toBe(false);
  } finally {
    other.kill('SIGKILL');
  }
  // A process that is gone (as after a crash or kill -9) leaves its lock behind: taken over.
  const gone = spawnSync('true').pid;
  writeFileSync(lockFileOf(dataDir), String(gone));
  const db = await openPglite({ dataDir });
  expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
  await db.close();
  expect(existsSync(lockFileOf(dataDir))).toBe(false);
}, 60_000);

test('the same folder opened twice in one process: the second is refused; after close it opens again', async () => {
  const dataDir = path.join(folder, 'data');
  const first = await openPglite({ dataDir });
  await first.exec('create table kept (n int); insert into kept values (1)');
  await expect(openPglite({ dataDir })).rejects.toThrow(/is open in another process/);
  await first.close();
  const again = await openPglite({ dataDir });
  expect(await again.query('select n from kept')).toEqual([{ n: 1 }]);
  await again.close();
}, 60_000);
