/**
 * How `npm run releases` reaches the release state (decision 073):
 * the API's internal routes, at RELEASE_STATE_URL with RELEASE_STATE_TOKEN, or, on a machine
 * running `npm start`, at the address and token it wrote in the store's `release-state.json`
 * (readable by this machine's user only; a new token each run).
 */
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  RELEASE_STATE_PATHS,
  RELEASE_STATE_TOKEN_HEADER,
  type Canary,
  type ReleaseChange,
  type ReleaseHistory,
  type ReleaseImport,
  type ReleaseState,
} from '@party/domain';

export class ReleaseRefused extends Error {}

export interface ReleaseStateAccess {
  url: string;
  token: string;
}

export const accessFile = (storeDir: string) => path.join(storeDir, 'release-state.json');

/** Written by `npm start` once it has made the run's token. */
export async function writeAccessFile(storeDir: string, access: ReleaseStateAccess): Promise<void> {
  const file = accessFile(storeDir);
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, `${JSON.stringify(access)}\n`, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/** RELEASE_STATE_URL and RELEASE_STATE_TOKEN, else the store's file; an error in words without either. */
export async function readAccess(env: NodeJS.ProcessEnv, storeDir: string): Promise<ReleaseStateAccess> {
  if (env.RELEASE_STATE_URL && env.RELEASE_STATE_TOKEN) return { url: env.RELEASE_STATE_URL, token: env.RELEASE_STATE_TOKEN };
  try {
    const { url, token } = JSON.parse(await readFile(accessFile(storeDir), 'utf8')) as Partial<ReleaseStateAccess>;
    if (typeof url === 'string' && typeof token === 'string') return { url, token };
  } catch {
    // Said below.
  }
  throw new Error(`No release state to reach: set RELEASE_STATE_URL and RELEASE_STATE_TOKEN (the API's), or run npm start here (it writes ${accessFile(storeDir)}).`);
}

/** The release state's routes as functions; a change the API refuses is a ReleaseRefused with its words. */
export function releaseStateApi({ url, token }: ReleaseStateAccess) {
  async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${url}${route}`, {
        method,
        headers: { [RELEASE_STATE_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`The API at ${url} cannot be reached (${error instanceof Error ? error.message : String(error)}): is it running?`);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { code?: string; message?: string };
    if (response.status === 409 && answer.code === 'release-refused') throw new ReleaseRefused(answer.message);
    if (!response.ok) throw new Error(`The API answered ${response.status}: ${answer.message ?? 'no message'}`);
    return answer;
  }
  return {
    state: () => call<ReleaseState>('GET', RELEASE_STATE_PATHS.state),
    history: () => call<ReleaseHistory>('GET', RELEASE_STATE_PATHS.history),
    promote: (change: { remote: string; release: string; url: string; baselineUrl?: string; by: string }) => call<ReleaseChange>('POST', RELEASE_STATE_PATHS.promote, change),
    rollback: (remote: string, by: string) => call<ReleaseChange>('POST', RELEASE_STATE_PATHS.rollback, { remote, by }),
    startCanary: (canary: Omit<Canary, 'id' | 'startedAt'>) => call<Canary>('POST', RELEASE_STATE_PATHS.canaries, canary),
    endCanary: (remote: string, by: string) => call<Canary>('POST', RELEASE_STATE_PATHS.canaryEnd.replace(':remote', remote), { by }),
    import: (state: ReleaseImport) => call<{ imported: boolean }>('POST', RELEASE_STATE_PATHS.import, state),
  };
}

export type ReleaseStateApi = ReturnType<typeof releaseStateApi>;
