import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence read out with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, last one first in reading order on a phone. */
  actions?: ReactNode;
  /**
   * Whether closing gives the focus back to what had it when the dialog opened (yes by default). No
   * when what the dialog did moves the page's focus itself (a booking canceled: its message takes
   * it), and the opener may be about to go.
   */
  returnFocus?: boolean;
}

/** Radix's modal dialog in the site's look; pages use `Dialog`, which loads this when it first opens. */
export default function ModalDialog({ open, onOpenChange, title, description, children, actions, returnFocus = true }: DialogProps) {
  // Radix gives focus back to a Dialog.Trigger on close; these dialogs are opened from code, so
  // remember what had focus when one opened and return there, if it is still on the page.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus && openedFrom.current?.isConnected) openedFrom.current.focus();
            openedFrom.current = null;
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          <RadixDialog.Close className={styles.close} aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
