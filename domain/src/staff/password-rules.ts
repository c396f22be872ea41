// The staff password rule (OWASP ASVS 2.1): long enough, not a common one, no composition rules.

export const STAFF_PASSWORD_MIN_LENGTH = 12;
