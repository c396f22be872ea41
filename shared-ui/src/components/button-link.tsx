import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

const buttonClasses = (variant: Variant, fullWidth: boolean, className?: string) =>
  [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? ''].filter(Boolean).join(' ');

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
}

/** A link that looks like a button: for navigation ("Return Home", "Edit Order"). */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, false, className)} {...rest} />;
}

export interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  fullWidth?: boolean;
}

/** A link out of the site's pages that looks like a button: a map, a calendar, sms:, mailto:, WhatsApp. */
export function AnchorButton({ variant = 'secondary', fullWidth = false, className, children, ...rest }: AnchorButtonProps) {
  return (
    <a className={buttonClasses(variant, fullWidth, className)} {...rest}>
      {children}
    </a>
  );
}
