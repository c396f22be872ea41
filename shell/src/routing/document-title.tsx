import { useEffect, type ReactNode } from 'react';
import { useVenueStatus } from '@party/shared-ui';

/** Names the browser tab after the page, which is also what a screen reader announces first. */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  const venue = useVenueStatus();
  const venueName = venue.status === 'loaded' ? venue.venue.name : undefined;
  useEffect(() => {
    document.title = venueName ? `${title} | ${venueName}` : title;
  }, [title, venueName]);
  return children;
}
