import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

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

/** Where a page's toasts appear. Each remote page renders one (see RemoteRoot). */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={6000} style={accessibleColours} />;
}

/** Toasts with the spec's title-and-message shape. */
export const notify = {
  error(title: string, message?: string) {
    toast.error(title, { description: message });
  },
  success(title: string, message?: string) {
    toast.success(title, { description: message });
  },
  /** Closes every toast on screen (a toast otherwise follows the visitor to the next page). */
  dismissAll() {
    toast.dismiss();
  },
};
