import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { onCleanup } from './cleanup';

/**
 * Runs a command to completion with its output in a log file, and returns how long it took in
 * seconds. It runs in its own process group, so that stopping it also stops what it started
 * (webpack processes). Rejects, pointing at the log, when it fails or outlives `timeoutMs`.
 */
export function timeCommand(
  command: string,
  args: string[],
  options: { cwd: string; logFile: string; timeoutMs: number },
): Promise<number> {
  const started = performance.now();
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const stop = onCleanup(() => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  });
  const timer = setTimeout(() => void stop(), options.timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      void stop();
      log.end();
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`}); see ${options.logFile}`));
    });
  });
}
