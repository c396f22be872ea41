import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** A link that looks like a button: for navigation ("Return Home", "Edit Order"). */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={[styles.button, styles[variant], className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
