import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@party/shared-ui';
import styles from './share-link.module.css';

export interface ShareLinkProps {
  /** The link to hand on. */
  url: string;
  /** The field's label ("Invitation link"). */
  label: string;
  /** What the phone's share sheet sends with the link. */
  shareTitle: string;
  shareText: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Copied' stays on screen. */
const COPIED_MS = 4000;

/**
 * A link to pass on: shown in a read-only field, a Copy link button with a visible 'Copied'
 * confirmation, and a Share button that opens the phone's share sheet where the browser has one.
 */
export function ShareLink({ url, label, shareTitle, shareText }: ShareLinkProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // Without clipboard access the link is selected, for the visitor to copy by hand.
      input.current?.select();
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: shareTitle, text: shareText, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  }

  return (
    <div className={styles.share}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={input}
        className={styles.field}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={copyLink}>
          Copy link
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={share}>
            Share
          </Button>
        ) : null}
        <span role="status" className={copy === 'failed' ? styles.failed : styles.copied}>
          {copy === 'copied' ? '✓ Copied' : copy === 'failed' ? 'Could not copy: the link is selected, copy it from the field.' : ''}
        </span>
      </div>
    </div>
  );
}
