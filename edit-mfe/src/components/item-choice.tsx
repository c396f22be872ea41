import { useId, type ReactNode } from 'react';
import styles from './item-choice.module.css';

export interface ItemChoiceProps {
  /** The item's name: the checkbox's label. */
  name: string;
  description?: string;
  imageUrl?: string;
  /** A short line under the name: a price, "Included". */
  detail?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  /** Shown while chosen, e.g. a quantity stepper. */
  children?: ReactNode;
}

/** A food item or add-on chosen with a checkbox: picture, name, price, and a quantity once chosen. */
export function ItemChoice({ name, description, imageUrl, detail, checked, disabled, onToggle, children }: ItemChoiceProps) {
  const id = useId();
  const classes = [styles.item, checked ? styles.checked : '', disabled ? styles.disabled : ''].join(' ');
  return (
    <li className={classes}>
      <div className={styles.main}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-describedby={description ? `${id}-description` : undefined}
        />
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" loading="lazy" width={56} height={56} /> : null}
        <span className={styles.text}>
          <label htmlFor={id} className={styles.name}>
            {name}
          </label>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
          {description ? (
            <span id={`${id}-description`} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
      {checked && children ? <div className={styles.extra}>{children}</div> : null}
    </li>
  );
}
