import type { ChildProcess } from 'node:child_process';

// Child processes the site's tooling starts for tests (the API, MailDev): waiting until one
// answers, and stopping it.

/** Waits until `url` answers 2xx, failing early if the process exits. */
export async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/**
 * What a child process writes to its stdout and stderr, kept until `started()` for the message
 * when it does not start. After that its output is still read (a pipe nobody reads would block
 * the child once full) but dropped: the API behind a bench or a browser-test run logs every
 * request for as long as it runs, and keeping that grew this process's heap by a line or two per
 * request (docs/decisions/046).
 */
export function startupOutput(child: ChildProcess): { text(): string; started(): void } {
  let chunks: string[] | null = [];
  const keep = (chunk: Buffer) => chunks?.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    text: () => (chunks ?? []).join(''),
    started: () => {
      chunks = null;
    },
  };
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
