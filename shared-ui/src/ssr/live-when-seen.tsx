import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { hasEarlyEventsIn, replayEarlyEvents } from './early-events';
import { useHydrated } from './use-hydrated';

// A heavy widget (the calendar, with its date library) kept out of the page's first hydration
// (docs/decisions/037): the page becomes live without it, and the server's markup of it stays on
// screen until it comes near the screen, is pointed at, or the browser has
// a moment with nothing to do (at most 2 s after the page is live), or was tapped before it was
// live. Then its code is fetched (`prepare`) and it is
// rendered afresh in its place, in a transition. On a phone the calendar is below the first screen:
// the page is live before, on the main thread's time the calendar would have taken.
//
// Not a Suspense boundary left to hydrate later: its parent re-renders after hydrating (the form's
// state, the queries' subscriptions) and hands it new props, which would make React hydrate it at
// once, or throw away the server's markup while its code loads. The server's markup is kept here as
// HTML instead, which nothing the parent does can reach.
//
// Its controls are not disabled while it waits (issue 41): the page's first script keeps a tap on
// them for as long as the region is marked `data-waiting`, and it is replayed on the control
// rendered afresh in its place (ssr/early-events.ts) once the region is live.

/** How near the screen the widget starts to become live: half a screen away. */
const NEAR = '50% 0px';
/** How long after the page is live the widget becomes live at the latest, when the browser is never idle before. */
const IDLE_AT_MOST_MS = 2000;

/** The server's markup of the region named `id`, when the page being hydrated has it. */
function serverMarkup(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-live-when-seen="${id}"]`)?.innerHTML;
}

export interface LiveWhenSeenProps {
  /** Fetches the widget's code, so that it is rendered at once when its turn comes. */
  prepare?: () => Promise<unknown>;
  children: ReactNode;
}

export function LiveWhenSeen({ prepare, children }: LiveWhenSeenProps) {
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // While the browser hydrates a page the server rendered, the region waits with the markup it
  // has; anywhere else (on the server, a page rendered in the browser, or moved to) it is live at once.
  const [markup] = useState(() => (hydrated ? undefined : serverMarkup(id)));
  const [seen, setSeen] = useState(markup === undefined);

  useEffect(() => {
    const element = region.current;
    if (seen || !element) return;
    let done = false;
    const wake = () => {
      if (done) return;
      done = true;
      stop();
      void (prepare?.() ?? Promise.resolve()).finally(() => startTransition(() => setSeen(true)));
    };
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    const observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR });
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(wake, { timeout: IDLE_AT_MOST_MS }) : undefined;
    function stop() {
      observer?.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      events.forEach((type) => element!.removeEventListener(type, wake, true));
    }
    events.forEach((type) => element.addEventListener(type, wake, true));
    // Tapped before the page was live: the person wants it now.
    if (observer && idle !== undefined && !hasEarlyEventsIn(id)) observer.observe(element);
    else wake();
    return stop;
  }, [seen, prepare, id]);

  useEffect(() => {
    // Rendered afresh: the taps kept for it are replayed on its new controls (after this effect,
    // as PageRoot replays: events dispatched while React runs effects do not update state in time).
    if (!seen || markup === undefined) return;
    const replay = setTimeout(replayEarlyEvents);
    return () => clearTimeout(replay);
  }, [seen, markup]);

  if (!seen) {
    // The server's markup as it came, waiting: the first script keeps the taps on it.
    return <div ref={region} data-live-when-seen={id} data-waiting="" dangerouslySetInnerHTML={{ __html: markup ?? '' }} />;
  }
  // On the server it is marked waiting too, as the browser's hydration finds it.
  return (
    <div ref={region} data-live-when-seen={id} data-waiting={hydrated ? undefined : ''}>
      {children}
    </div>
  );
}
