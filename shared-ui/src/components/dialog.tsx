import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './modal-dialog';

export type { DialogProps } from './modal-dialog';

// Radix's dialog with its focus trap and scroll lock is about 9 KB gzip that most visits never
// use: it loads when a page first opens a dialog, in about one round trip, not with the page
// (decision 022: the booking page's first load).
const ModalDialog = lazy(() => import('./modal-dialog'));

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
