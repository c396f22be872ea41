import type { StaffInvitation } from '@party/domain';
import styles from './join.module.css';

/** The secret in groups of four, as authenticator apps show and people type it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s/g, '').match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * Adding the account to an authenticator app: its QR code (an SVG from the API, shown as an image:
 * it runs nothing) or its key typed in, then its code.
 */
export function SecondFactorSetUp({ totp }: { totp: NonNullable<StaffInvitation['totp']> }) {
  return (
    <div className={styles.secondFactor}>
      <p>
        Owners and managers sign in with a code from an authenticator app as well (Google Authenticator, Microsoft Authenticator, 1Password…).
        Add this account to yours:
      </p>
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(totp.qrSvg)}`} alt="QR code of your staff account's key, for your authenticator app" width={200} height={200} />
      <p className={styles.keyLine}>
        Or type this key into the app:{' '}
        <code className={styles.key}>
          {groupedSecret(totp.secret)}
        </code>
      </p>
    </div>
  );
}
