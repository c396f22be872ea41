import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { startupOutput, stopProcess, waitForAnswer } from './processes';

const apiDir = path.join(__dirname, '..', '..', 'api');

export interface RunningApi {
  url: string;
  /** Where this API wrote its staff command's address and token: `STAFF_COMMAND_FILE=... npm run staff -- invite ...`. */
  staffCommandFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the real API (`npm start -w api`'s command) on a free port, with its own fresh embedded
 * database in a temporary folder, and waits until /api/health answers. The port is free when it is
 * chosen, but the API takes a second or two to listen, and meanwhile another process (or an
 * outgoing connection, which takes its local port from the same range) can take it: the API is
 * then started again on another port.
 */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiOnce(env);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error && error.message.includes('EADDRINUSE'))) throw error;
    }
  }
}

async function startApiOnce(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'party-e2e-db-'));
  const url = `http://127.0.0.1:${port}`;
  const staffCommandFile = `${dataDir}.staff-command.json`;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: apiDir,
    // Its staff command's file beside its data, not the checkout's (a running npm start keeps that one).
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, STAFF_COMMAND_FILE: staffCommandFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = startupOutput(child);

  try {
    await waitForAnswer(`${url}/api/health`, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The API did not start: ${String(error)}\n${output.text()}`);
  }
  output.started();
  return {
    url,
    staffCommandFile,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
      // What the API leaves beside its data when it is stopped before it can tidy up: its lock.
      rmSync(`${dataDir}.lock`, { force: true });
    },
  };
}
