import { useEffect } from 'react';

/** Sets a <meta> element's content (adding the element if the page has none); gives a way to put it back. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = meta?.getAttribute('content') ?? null;
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
 * while the page is shown. A preview that does not run scripts needs them in the first response:
 * the server rendering puts them there (DESIGN.md); until then they are set here.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'website'),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description]);
}
