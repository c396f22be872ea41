import { useEffect, type ReactNode } from 'react';
import { venue } from '@party/domain';

/** Names the browser tab after the page, which is also what a screen reader announces first. */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | ${venue.name}`;
  }, [title]);
  return children;
}
