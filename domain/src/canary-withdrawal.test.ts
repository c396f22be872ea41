import { withdrawalReason } from './canary-withdrawal';

// The threshold (decision 047), applied by the API to every process's counts summed.

const now = Date.parse('2026-11-26T10:30:00Z');
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const minute = (minutesAgo: number) => Math.floor((now - minutesAgo * 60_000) / 60_000) * 60_000;

test('five failures within ten minutes withdraw it; four do not; older ones are forgotten', () => {
  const four = Array.from({ length: 4 }, (_, i) => ({ at: at(i), kind: 'render' as const }));
  expect(withdrawalReason({ renders: [{ minute: minute(0), count: 10 }], failures: four }, now)).toBeUndefined();
  expect(withdrawalReason({ renders: [], failures: [...four, { at: at(1), kind: 'timeout' }] }, now)).toMatch(/^5 failures \(render, timeout\) within 10 minutes/);
  expect(withdrawalReason({ renders: [], failures: [...four, { at: at(11), kind: 'load' }] }, now)).toBeUndefined();
});

test('2% of its renders within ten minutes withdraw it, once it has 100', () => {
  const failures = [{ at: at(1), kind: 'render' as const }, { at: at(2), kind: 'render' as const }];
  expect(withdrawalReason({ renders: [{ minute: minute(1), count: 100 }], failures }, now)).toMatch(/2 failures \(render\) in 100 renders/);
  expect(withdrawalReason({ renders: [{ minute: minute(1), count: 101 }], failures }, now)).toBeUndefined();
  expect(withdrawalReason({ renders: [{ minute: minute(1), count: 50 }], failures: failures.slice(0, 1) }, now)).toBeUndefined();
  // Renders older than the window are not counted.
  expect(withdrawalReason({ renders: [{ minute: minute(30), count: 10_000 }, { minute: minute(1), count: 100 }], failures }, now)).toBeDefined();
});

test("a browser's reports count once per client", () => {
  const fromOne = Array.from({ length: 9 }, () => ({ at: at(1), kind: 'hydration' as const, client: 'c1' }));
  expect(withdrawalReason({ renders: [], failures: fromOne }, now)).toBeUndefined();
  const fromFive = ['c1', 'c2', 'c3', 'c4', 'c5'].map((client) => ({ at: at(1), kind: 'hydration' as const, client }));
  expect(withdrawalReason({ renders: [], failures: fromFive }, now)).toMatch(/^5 failures \(hydration\)/);
});
