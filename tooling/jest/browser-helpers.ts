import { screen, within } from '@testing-library/react';

// Helpers the remotes' component tests share.

/**
 * Sets "now" for the pages (they read Date.now()) while timers, promises and the network keep
 * running for real: only Date is faked, so user-event, MSW and the toasts run as usual.
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

/**
 * The toast with this title, once it shows (toasts live in the page's Notifications region, which
 * is there from the page's first toast on: shared-ui's toaster loads with it).
 */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  const heading = await within(region).findByText(title);
  const toast = heading.closest('li');
  if (!toast) throw new Error(`The toast '${title}' is not in a list item`);
  return toast;
}
