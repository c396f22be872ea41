import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long to wait for a remote page to render the element a link points at. */
const waitMs = 5000;

/**
 * Where an in-site navigation lands (the browser does this only on a full load): at `#id` when the
 * address has one, waiting for a remote page that is still loading to render it; otherwise, on a
 * new page, at its top (a saved edit opens its confirmation at the top, not at the footer the
 * Update button was near). Back and Forward are left to the browser's own scroll restoration.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    // A first load is a POP too: the browser keeps a reloaded page where it was.
    if (!hash && navigation !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // A new page is a new address: a page that changes its own query alone stays where it is.
  }, [pathname]);
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
