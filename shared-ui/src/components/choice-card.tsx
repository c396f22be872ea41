import type { ReactNode } from 'react';
import styles from './choice-card.module.css';

export interface ChoiceCardProps {
  /** The radio group the card belongs to ("package", "room"). */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The card's accessible name: its title. */
  title: string;
  image?: { src: string; alt: string };
  /** Shown in the card's corner, e.g. an Available/Unavailable badge. */
  badge?: ReactNode;
  children?: ReactNode;
}

/**
 * A card that is a radio button: packages and rooms are chosen one of many. The whole card is the
 * label, so it is one big tap target; the radio itself stays for keyboards and screen readers.
 */
export function ChoiceCard({ name, value, checked, disabled, onChange, title, image, badge, children }: ChoiceCardProps) {
  const classes = [styles.card, checked ? styles.checked : '', disabled ? styles.disabled : ''].join(' ');
  return (
    <label className={classes}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        aria-label={title}
      />
      {image ? <img className={styles.image} src={image.src} alt={image.alt} width={320} height={240} loading="lazy" /> : null}
      <span className={styles.body}>
        <span className={styles.header}>
          <span className={styles.title}>{title}</span>
          {badge}
        </span>
        {children}
      </span>
    </label>
  );
}
