import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** While busy the button is disabled and shows `busyLabel` instead of its children. */
  busy?: boolean;
  busyLabel?: string;
  fullWidth?: boolean;
  /** For a page that gives the keyboard back to the button (React 19 passes it as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  fullWidth = false,
  type = 'button',
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
