import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { STAFF_MESSAGES, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN_LENGTH } from '@party/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

// Staff passwords (decision 032, OWASP ASVS 2.1 and 2.4): at least 12 characters, at most 256, not
// a common one, no composition rules; stored with argon2id at OWASP's parameters (19 MiB, 2
// passes, 1 lane), which @node-rs/argon2 runs off the event loop.

// Algorithm.Argon2id is 2: the package's const enum, which this build (isolated modules) cannot read.
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

/** A hash no password matches in practice: checked when no member has the email, so both take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether the password is the member's. Without a member (an unknown email) it still checks a
 * hash, so the answer takes as long either way and tells nobody whether the email is staff's.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no staff member has this password, it only spends the time');
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== undefined && matches;
}

/**
 * The list of common passwords: zxcvbn's (about 49,000, from leaked password lists), which
 * @zxcvbn-ts/language-common ships and keeps. Compared in lower case.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

/** A password that only repeats a piece of up to 4 characters ('aaaaaaaaaaaa', 'abcabcabcabc') is as common as any. */
const REPEATED_PIECE = /^(.{1,4})\1+$/su;

/** Why this password is refused (STAFF_MESSAGES' words), or undefined when it is taken. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_MESSAGES.passwordTooShort;
  if (length > STAFF_PASSWORD_MAX) return STAFF_MESSAGES.passwordTooLong;
  if (commonPasswords().has(password.toLowerCase()) || REPEATED_PIECE.test(password)) return STAFF_MESSAGES.passwordCommon;
  return undefined;
}
