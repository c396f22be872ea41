import { useEffect } from 'react';
import type { InvitationMeta } from './invitation-meta';

/**
 * Sets a <meta> element's content, adding the element if the page has none; gives a way to put it
 * back. An element that already says the same (the server wrote it for this page) is this page's
 * own: it is used, never doubled, and removed when the page is left.
 */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const found = meta?.getAttribute('content') ?? null;
  const previous = found === content ? null : found;
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
  const element = meta;
  return () => (previous === null ? element.remove() : element.setAttribute('content', previous));
}

/**
 * The page's title and description, and the Open Graph tags a chat app's link preview reads,
 * while the page is shown. A preview runs no script: the server writes them into the first
 * response (invitation-meta.ts), and this keeps them, without doubling them, when the browser
 * takes over, and sets them when the page is reached in the browser.
 */
export function useDocumentMeta({ title, description }: InvitationMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:type', 'website'),
      ...(description === undefined
        ? []
        : [setMeta('name', 'description', description), setMeta('property', 'og:description', description)]),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description]);
}
