import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a remote page to render the element a link points at. */
const waitMs = 5000;

/**
 * Scrolls to `#id` after an in-site navigation (the browser only does it on a full load). The
 * target is often inside a remote page that is still loading, so wait for it to appear.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), waitMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash, key]);
}
