import { STAFF_MESSAGES } from '@party/domain';

// What the sign-in page says on arrival, handed over in the navigation's state (not the address:
// a reload or a bookmark of the sign-in page says nothing of a session long gone).

export type SignInNoticeKind = 'signed-out' | 'session-ended';

export const signInNotice = (kind: SignInNoticeKind) => ({ signInNotice: kind });

/** The notice in a navigation's state, in words. */
export function signInNoticeText(state: unknown): string | undefined {
  const kind = (state as { signInNotice?: unknown } | null)?.signInNotice;
  if (kind === 'signed-out') return STAFF_MESSAGES.signedOut;
  if (kind === 'session-ended') return STAFF_MESSAGES.sessionEnded;
  return undefined;
}
