import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** The process that holds a data folder: beside it, so PGlite's own folder stays as PGlite made it. */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

/** Said when another live process has the folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${dataDir} is open in another process (${pid}), probably an API still running. ` +
        'Stop that one first, or set DATA_DIR to another folder: two processes writing one folder would spoil it.',
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function create(lockFile: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes a PGlite data folder for this process, or throws DataDirInUseError. PGlite has no lock of
 * its own (unlike PostgreSQL's postmaster.pid): a second process opening a folder in use, such as
 * `npm start` while an earlier API still runs, writes over the first's pages and leaves a folder
 * that no longer opens ("Aborted()"). A lock left by a process that is gone is taken over.
 * Returns what gives the folder back; it is also given back when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  if (!create(lockFile)) {
    const holder = readHolder(lockFile);
    if (holder !== undefined && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    unlinkSync(lockFile);
    if (!create(lockFile)) throw new DataDirInUseError(dataDir, readHolder(lockFile) ?? 0);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(lockFile) === process.pid) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return release;
}
