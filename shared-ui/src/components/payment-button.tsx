import { PAYMENT_GETTING_READY } from '@party/domain';
import { NEVER_REPLAYED } from '../ssr/early-events-script';
import { useHydrated } from '../ssr/use-hydrated';
import { Button, type ButtonProps } from './button';
import styles from './payment-button.module.css';

/**
 * A button that starts a payment. Unlike every other control of a server-rendered page, a tap on it
 * before the page is live is not kept and replayed (issue 41): a payment must start from a tap the
 * person sees acted on. Until the page is live it waits, disabled and saying so; once live, a tap
 * pays once.
 */
export function PaymentButton({ disabled, children, ...rest }: ButtonProps) {
  const live = useHydrated();
  return (
    <Button {...rest} disabled={disabled || !live} aria-busy={rest.busy || !live || undefined} {...{ [NEVER_REPLAYED]: '' }}>
      {children}
      {live ? null : <span className={styles.waiting}> ({PAYMENT_GETTING_READY})</span>}
    </Button>
  );
}
