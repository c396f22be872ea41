import { useLayoutEffect, type ReactNode } from 'react';
import { useVenueStatus } from '@party/shared-ui';

/** Names the browser tab after the page, which is also what a screen reader announces first. */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  const venue = useVenueStatus();
  const venueName = venue.status === 'loaded' ? venue.venue.name : undefined;
  // Before the page's own effects: a page that names itself (the invitation) has the last word.
  useLayoutEffect(() => {
    document.title = venueName ? `${title} | ${venueName}` : title;
  }, [title, venueName]);
  return children;
}
