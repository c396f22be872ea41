import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import type * as Sonner from 'sonner';

/**
 * Sonner's own success and error colours read at about 4.3:1, below WCAG AA's 4.5:1 for text of
 * this size; the design tokens' pairs pass. Set on the toaster, they override its theme's values.
 */
const accessibleColours = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'var(--color-danger)',
  '--error-text': 'var(--color-danger)',
} as CSSProperties;

// Sonner (about 10 KB gzip) loads with the page's first toast, not with the page: most pages
// never show one (the invitation never does). The toaster and the toasts come from this one
// import, so a toast always reaches the toaster of its page; sonner shows the toasts raised
// before its toaster was there as soon as it is.
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

let toasting = false;
const listeners = new Set<() => void>();
function startToasting(): Promise<typeof Sonner> {
  if (!toasting) {
    toasting = true;
    listeners.forEach((listener) => listener());
  }
  return loadSonner();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * How long a toast stays (decision 031): a success only confirms what the page already shows, so
 * it goes soon; an error carries a reason to read, so it stays a little longer. Both can be closed
 * at once, and at most two are shown, so the top of a phone's screen is soon its own again.
 */
export const TOAST_DURATION_MS = { success: 3500, error: 5000 } as const;

const SonnerToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return {
    default: () => <Toaster position="top-center" richColors closeButton visibleToasts={2} style={accessibleColours} />,
  };
});

/** Where a page's toasts appear. Each remote page renders one (see RemoteRoot); it is empty until a first toast. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => toasting, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

/** Toasts with the spec's title-and-message shape. */
export const notify = {
  error(title: string, message?: string) {
    void startToasting().then(({ toast }) => toast.error(title, { description: message, duration: TOAST_DURATION_MS.error }));
  },
  success(title: string, message?: string) {
    void startToasting().then(({ toast }) => toast.success(title, { description: message, duration: TOAST_DURATION_MS.success }));
  },
  /** Closes every toast on screen (a toast otherwise follows the visitor to the next page). */
  dismissAll() {
    void sonner?.then(({ toast }) => toast.dismiss());
  },
};
