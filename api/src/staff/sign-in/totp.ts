import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// The second factor of owners and managers: a TOTP authenticator app (RFC 6238: SHA-1, 6 digits,
// 30-second steps, the apps' common settings), through otpauth. A code is good for the step it
// was made in and one step either side (clocks drift), and taken once (staff-repository's
// takeTotpStep).

const PERIOD_SECONDS = 30;

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** A new secret of 160 bits (RFC 4226's recommendation), as base32 text. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What an authenticator app is given: the secret as text, the otpauth:// URI, and that URI as a QR code. */
export async function totpSetUp(secret: string, issuer: string, label: string): Promise<{ secret: string; otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totpOf(secret, issuer, label).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}

/** The code as typed, read as 6 digits ('123 456' is 123456); undefined when it is not. */
export function readCode(typed: string | undefined): string | undefined {
  const digits = (typed ?? '').replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** The time step the code was made in, if it is good at `now` (within one step either side). */
export function codeStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret, 'check', 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

