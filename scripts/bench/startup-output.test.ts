import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startupOutput } from '../../tooling/site/processes';

// The API and MailDev the bench and the browser tests start run in child processes whose output
// was kept whole by the process that started them, which is also the bench's page server: the
// releases bench saw its heap grow with every request the API logged (docs/decisions/046).

/** A child that prints a line, waits for one on its stdin, then prints `bytes` more and exits. */
function chatty(bytes: number) {
  const script = `
    process.stdout.write('listening\\n');
    process.stderr.write('warming up\\n');
    process.stdin.once('data', () => {
      process.stdout.write('x'.repeat(${bytes}) + '\\n', () => process.exit(0));
    });`;
  return spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
}

async function untilText(read: () => string, expected: string[]): Promise<void> {
  while (!expected.every((part) => read().includes(part))) await new Promise((resolve) => setTimeout(resolve, 10));
}

test('what a child writes before it has started is kept, for the message when it fails to start', async () => {
  const child = chatty(0);
  const output = startupOutput(child);
  await untilText(output.text, ['listening', 'warming up']);
  expect(output.text()).toContain('listening\n');
  child.kill();
  await once(child, 'exit');
});

test('once started, its output is still read (the child never blocks on a full pipe) but kept no more', async () => {
  // 4 MiB: far beyond a pipe's buffer, so the child exits only if it is read.
  const child = chatty(4 * 2 ** 20);
  const output = startupOutput(child);
  await untilText(output.text, ['listening', 'warming up']);
  output.started();
  child.stdin.write('go\n');
  const [code] = (await once(child, 'exit')) as [number];
  expect(code).toBe(0);
  expect(output.text()).toBe('');
}, 20_000);
