import { useId, type ReactNode } from 'react';
import styles from './item-card.module.css';

export interface ItemCardProps {
  name: string;
  description: string;
  imageUrl?: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  /** A line under the description: a price, a quantity. */
  details?: ReactNode;
  /** Controls shown while the item is chosen (a quantity stepper). */
  children?: ReactNode;
}

/** A food item or add-on that is ticked to choose it; its checkbox is named after the item. */
export function ItemCard({ name, description, imageUrl, checked, disabled, onToggle, details, children }: ItemCardProps) {
  const id = useId();
  const classes = [styles.card, checked ? styles.checked : '', disabled ? styles.disabled : ''].join(' ');
  return (
    <div className={classes}>
      {imageUrl ? <img className={styles.image} src={imageUrl} alt="" loading="lazy" /> : null}
      <div className={styles.body}>
        <div className={styles.check}>
          <input
            id={id}
            type="checkbox"
            className={styles.checkbox}
            checked={checked}
            disabled={disabled}
            onChange={onToggle}
            aria-describedby={`${id}-description`}
          />
          <label htmlFor={id} className={styles.name}>
            {name}
          </label>
        </div>
        <p id={`${id}-description`} className={styles.description}>
          {description}
          {details ? <span className={styles.details}>{details}</span> : null}
        </p>
        {children}
      </div>
    </div>
  );
}
