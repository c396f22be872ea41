// Signals that stop a page's work: at its deadline, or when what it serves stops first.

/**
 * A signal aborted when any of `signals` is, or `ms` from now (with a `TimeoutError`, as
 * `AbortSignal.timeout` gives). Not `AbortSignal.any([..., AbortSignal.timeout(ms)])`: on Node 20
 * `any` holds its sources weakly, and a timeout signal nobody else holds is collected before it
 * fires, so the deadline never comes (the bench's hung API: no page answered in 60 s once the
 * garbage collector had run). Here the timer and each source's listener hold the signal.
 */
export function signalWithin(ms: number | undefined, ...signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  const timer = ms === undefined ? undefined : setTimeout(() => controller.abort(new DOMException('The deadline passed', 'TimeoutError')), ms);
  // The deadline keeps no process running on its own.
  timer?.unref?.();
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
