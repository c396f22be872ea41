import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// A real API process (`npm start -w api`'s command), for the tests that need two of them on one
// PostgreSQL, or one stopped and started again: started with `env` over the test's own, answered
// once it listens.

const apiDir = path.resolve(__dirname, '../..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

/** Starts `src/server.ts` on a free port of 127.0.0.1 with `env`; fails with its output if it does not listen within 30 s. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', STAFF_COMMAND_FILE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ url: listening[1], child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The API exited with code ${code}:\n${output}`)));
  });
}

/** Stops the process (SIGTERM: it closes as it would in production) and waits for it to exit. */
export function stopApiProcess(server: ApiProcess): Promise<void> {
  if (server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
