// How the release store's files change (docs/decisions/051): each is written whole, and one change
// at a time. The page server withdraws a canary this way; `npm run releases` promotes, rolls back
// and starts canaries this way (scripts/releases/), so neither ever undoes the other's change.

import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Writes the file whole or not at all: a temporary file beside it, flushed, then renamed over it. */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * One change to remotes.json at a time: each reads it, changes one remote and writes it whole, so
 * two at once could undo each other's. A lock file in the store, taken over if a crashed command
 * left it (older than a change could take).
 */
export async function withDeployLock<T>(storeDir: string, run: () => Promise<T>): Promise<T> {
  const lock = path.join(storeDir, '.deploy.lock');
  await mkdir(storeDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await (await open(lock, 'wx')).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 30_000) await rm(lock, { force: true });
      else if (attempt >= 200) throw new Error(`Another promotion or rollback holds ${lock}; try again`);
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await run();
  } finally {
    await rm(lock, { force: true });
  }
}
