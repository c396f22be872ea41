/** @jest-environment node */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { signalWithin } from './deadline-signal';

// The page's deadline must come even after the garbage collector has run: with
// AbortSignal.any([..., AbortSignal.timeout(ms)]) on Node 20 it did not (decision 035).

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const aborted = (signal: AbortSignal) => new Promise<unknown>((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));

test('the deadline comes after a full garbage collection, as a TimeoutError', async () => {
  const signal = signalWithin(50, new AbortController().signal);
  const reason = aborted(signal);
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 20));
  collectGarbage();
  expect(await reason).toMatchObject({ name: 'TimeoutError' });
});

test('a source that stops first stops it, with its reason; one already stopped stops it at once', async () => {
  const visitor = new AbortController();
  const signal = signalWithin(10_000, visitor.signal);
  visitor.abort(new Error('The visitor went away'));
  expect(signal.aborted).toBe(true);
  expect((signal.reason as Error).message).toBe('The visitor went away');

  expect(signalWithin(undefined, AbortSignal.abort('gone')).reason).toBe('gone');
  expect(signalWithin(undefined, new AbortController().signal).aborted).toBe(false);
});
