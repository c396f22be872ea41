/**
 * Sets "now" for the pages (they read Date.now()) while timers, promises and the network keep
 * running for real: only Date is faked.
 */
export function fixNow(instant: string | Date) {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Each test that fixes "now" gets the real clock back afterwards. */
export function realClockAfterEachTest() {
  afterEach(() => jest.useRealTimers());
}
