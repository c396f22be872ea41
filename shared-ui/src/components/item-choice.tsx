import { useId, type ReactNode } from 'react';
import styles from './item-choice.module.css';

export interface ItemChoiceProps {
  /** The item's name: the checkbox's label. */
  name: string;
  description?: string;
  /** A decorative picture (alt=""), shown as a thumbnail. */
  imageUrl?: string;
  /** A short line under the name: a price, "Included". */
  detail?: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  /** Shown only while the item is chosen, e.g. a quantity stepper. */
  children?: ReactNode;
}

/**
 * A food item or add-on chosen with a checkbox: name, price, description and a thumbnail, and a
 * quantity once chosen. The whole card toggles the checkbox, so it is one big tap target; the
 * checkbox's name stays the item's name alone, and its price and description describe it.
 */
export function ItemChoice({ name, description, imageUrl, detail, checked, disabled, onToggle, children }: ItemChoiceProps) {
  const id = useId();
  const describedBy = [detail ? `${id}-detail` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ');
  const classes = [styles.item, checked ? styles.checked : '', disabled ? styles.disabled : ''].join(' ');
  return (
    <li className={classes}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-describedby={describedBy || undefined}
      />
      <div className={styles.content}>
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" width={64} height={48} loading="lazy" decoding="async" /> : null}
        <label htmlFor={id} className={styles.name}>
          {name}
        </label>
        {detail ? (
          <span id={`${id}-detail`} className={styles.detail}>
            {detail}
          </span>
        ) : null}
        {description ? (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      {checked && children ? <div className={styles.extra}>{children}</div> : null}
    </li>
  );
}

/** The list that holds a section's item choices: one column on a phone, more where they fit. */
export function ItemChoiceList({ children }: { children: ReactNode }) {
  // role="list" because Safari drops the list semantics of a <ul> whose bullets are removed.
  return (
    <ul className={styles.list} role="list">
      {children}
    </ul>
  );
}
