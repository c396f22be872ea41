import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newToken } from './sign-in/tokens';

// The staff command's way in (`npm run staff -- invite EMAIL --role owner`, decision 032). The
// embedded PGlite is held by the running API, so the command cannot open the database: it asks
// the API over HTTP instead. Each API process, once listening, makes a random token and writes
// its address and that token to STAFF_COMMAND_FILE, readable by this machine's user only; the
// command reads it and sends the token as a bearer token. The token lives in that process only:
// a restart makes a new one. It works the same with DATABASE_URL.

export interface StaffCommandFile {
  url: string;
  token: string;
}

export const newCommandToken = newToken;

/** Writes the file (folder 0700, file 0600), replacing it at once, so the command never reads half of one. */
export async function writeCommandFile(file: string, contents: StaffCommandFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, `${JSON.stringify(contents)}\n`, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/** Removes the file, if it is still this process's (another API may have written its own since). */
export async function removeCommandFile(file: string, token: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current.includes(token)) await rm(file, { force: true });
}

/** What the command reads; an error in words when the API is not running. */
export async function readCommandFile(file: string): Promise<StaffCommandFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`The API is not running here (no ${file}): start it with npm start, then run this again.`);
  }
  const parsed = JSON.parse(text) as Partial<StaffCommandFile>;
  if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string') throw new Error(`${file} is not the API's command file`);
  return { url: parsed.url, token: parsed.token };
}
