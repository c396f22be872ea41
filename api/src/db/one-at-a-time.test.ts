import { oneAtATime } from './one-at-a-time';

/** A step that records when it starts and ends, and settles when told. */
function heldStep(name: string, log: string[]) {
  let settle!: (ok: boolean) => void;
  const step = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`${name} starts`);
      settle = (ok) => {
        log.push(`${name} ends`);
        if (ok) resolve(name);
        else reject(new Error(name));
      };
    });
  return { step, settle: (ok = true) => settle(ok) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

test('steps given together run one at a time, in the order given, each after the one before settled', async () => {
  const inTurn = oneAtATime();
  const log: string[] = [];
  const [a, b, c] = ['a', 'b', 'c'].map((name) => heldStep(name, log));
  const answers = Promise.all([inTurn(a.step), inTurn(b.step), inTurn(c.step)]);
  await turn();
  expect(log).toEqual(['a starts']);
  a.settle();
  await turn();
  expect(log).toEqual(['a starts', 'a ends', 'b starts']);
  b.settle();
  await turn();
  c.settle();
  expect(await answers).toEqual(['a', 'b', 'c']);
  expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
});

test('a failed step is its caller’s failure only: the next still runs', async () => {
  const inTurn = oneAtATime();
  const log: string[] = [];
  const [a, b] = ['a', 'b'].map((name) => heldStep(name, log));
  const first = inTurn(a.step);
  const second = inTurn(b.step);
  await turn();
  a.settle(false);
  await expect(first).rejects.toThrow('a');
  await turn();
  b.settle();
  await expect(second).resolves.toBe('b');
});
