import { useEffect, useRef, useState } from 'react';

/** How an action ended: the browser is leaving the page (for a checkout or another page), or stays. */
export type Outcome = 'leaving' | 'stayed';

/**
 * Runs `action` one at a time, so that a double click runs it once. The page is busy while it
 * runs and, when it ends by leaving the page, until the page has gone. Coming back with the
 * browser's Back button may restore the page as it was left, still busy: it is usable again then.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<Outcome>) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function run(...args: A): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let outcome: Outcome = 'stayed';
    try {
      outcome = await action(...args);
    } finally {
      if (outcome === 'stayed') {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  return { run, busy };
}
