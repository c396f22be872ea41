import { useEffect } from 'react';
import { replayOnceLive } from './early-events';
import { useHydrated } from './use-hydrated';

/**
 * The page is live once hydrated: it marks `page-live` (once per page load, decision 037) and
 * replays, in order, what a person did on the server's markup before (issue 41, decision 069).
 * Every page's root calls it: a remote's page (PageRoot) and the shell's own message in place of a
 * remote that could not be loaded, whose Try again must not wait for a page that never comes.
 */
export function usePageLive(): boolean {
  const live = useHydrated();
  useEffect(() => {
    if (!live) return;
    markPageLive();
    // Replayed after this effect, not in it: an event dispatched while React runs effects has its
    // state updates batched past the event, and a controlled field is set back to its old value.
    const replay = setTimeout(replayOnceLive);
    return () => clearTimeout(replay);
  }, [live]);
  return live;
}

/**
 * `page-live`, once per page load: the first page that is live marks it; moving to another does not
 * (each container has its own copy of this module, so the page's own timeline says whether it is set).
 */
function markPageLive() {
  const timeline = globalThis.performance;
  if (typeof timeline?.getEntriesByName !== 'function' || timeline.getEntriesByName('page-live').length > 0) return;
  timeline.mark('page-live');
}
