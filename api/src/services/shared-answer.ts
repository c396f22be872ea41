/**
 * An answer every visitor gets alike (the full party dates), worked out once for every request
 * that asks within `maxAgeMs` of it, by the clock it depends on and by the real one, and afresh
 * after any change this process makes (`forget`, on every write it answers). A change another API
 * process makes, or a hold that runs out, shows within `maxAgeMs`. The answer is only ever read:
 * what is booked is decided by the database when it is written (docs/decisions/036).
 */
export function sharedAnswer<T>(maxAgeMs: number, now: () => Date, work: () => Promise<T>) {
  let kept: { clock: number; real: number; answer: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      const clock = now().getTime();
      const real = performance.now();
      if (!kept || Math.abs(clock - kept.clock) >= maxAgeMs || real - kept.real >= maxAgeMs) {
        const answer = work();
        const entry = { clock, real, answer };
        kept = entry;
        // A failure is not kept: the next request asks again.
        answer.catch(() => kept === entry && (kept = undefined));
      }
      return kept.answer;
    },
    forget(): void {
      kept = undefined;
    },
  };
}
