import { isIsoDate, RSVP_KIDS_MAX, type RsvpKidDraft, type RsvpRequest } from '@party/domain';

// The invitation remembers on the guest's device that they answered, and what: the answer as they
// typed it, so that a reload shows it and "Change your answer" starts from it, allergies included
// (a change that dropped them would take them off the host's list). Kept in local storage under
// the invitation's id, and forgotten once the party is over
// (docs/decisions/033-a-guest-keeps-their-answer.md).

const KEY_PREFIX = 'party-invitation:answer:';
const VERSION = 1;

export const rememberedAnswerKey = (invitationId: string): string => `${KEY_PREFIX}${invitationId}`;

/** One family's answer as it was sent from this device. */
export interface RememberedAnswer {
  coming: boolean;
  name: string;
  phone: string;
  email: string;
  /** The kids coming (none for a can't-come), each with the allergies as typed. */
  kids: RsvpKidDraft[];
  /** The API queued a copy of it to `email`. */
  copySent: boolean;
  /** The party's date (yyyy-MM-dd): the answer is forgotten after it. */
  partyDate: string;
  /** A yes's attendance form (its link's id), on the family's own device; null for a no, or an answer remembered before forms. */
  formId: string | null;
}

/** The answer sent, as it is remembered. */
export function rememberedAnswerOf(request: RsvpRequest, copySent: boolean, partyDate: string, formId: string | null = null): RememberedAnswer {
  return {
    coming: request.coming,
    name: request.name,
    phone: request.phone ?? '',
    email: request.email,
    kids: request.coming ? (request.kids ?? []).map((kid) => ({ name: kid.name, allergies: kid.allergies ?? '' })) : [],
    copySent,
    partyDate,
    formId: request.coming ? formId : null,
  };
}

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function kidsOf(value: unknown): RsvpKidDraft[] | undefined {
  if (!Array.isArray(value) || value.length > RSVP_KIDS_MAX) return undefined;
  const kids = value.filter((kid): kid is UnknownRecord => isRecord(kid) && isText(kid.name) && isText(kid.allergies));
  return kids.length === value.length ? kids.map((kid) => ({ name: kid.name as string, allergies: kid.allergies as string })) : undefined;
}

/** The answer stored under `text`, when it has every field in the right shape: anything else is no answer. */
function parse(text: string | null): RememberedAnswer | undefined {
  if (text === null) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || raw.version !== VERSION) return undefined;
  const { coming, name, phone, email, copySent, partyDate } = raw;
  const kids = kidsOf(raw.kids);
  if (typeof coming !== 'boolean' || !isText(name) || !isText(phone) || !isText(email) || typeof copySent !== 'boolean' || !isIsoDate(partyDate)) return undefined;
  if (!kids || (coming ? kids.length === 0 : kids.length > 0)) return undefined;
  const formId = coming && isText(raw.formId) ? raw.formId : null;
  return { coming, name, phone, email, kids, copySent, partyDate, formId };
}

/** The answer remembered for this invitation on this device, if any. */
export function readRememberedAnswer(storage: Storage | undefined, invitationId: string): RememberedAnswer | undefined {
  try {
    return parse(storage?.getItem(rememberedAnswerKey(invitationId)) ?? null);
  } catch {
    // Storage the browser refuses to read: nothing is remembered.
    return undefined;
  }
}

/**
 * Remembers the answer for this invitation, and forgets those of parties over before `today`
 * (yyyy-MM-dd). Storage that is full or refused costs only the remembering, never the answer.
 */
export function rememberAnswer(storage: Storage | undefined, invitationId: string, answer: RememberedAnswer, today: string): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys.filter((name) => name.startsWith(KEY_PREFIX))) {
      const kept = parse(storage.getItem(key));
      if (!kept || kept.partyDate < today) storage.removeItem(key);
    }
    storage.setItem(rememberedAnswerKey(invitationId), JSON.stringify({ version: VERSION, ...answer }));
  } catch {
    // Not remembered on this device; the answer itself was sent.
  }
}

export function forgetAnswer(storage: Storage | undefined, invitationId: string): void {
  try {
    storage?.removeItem(rememberedAnswerKey(invitationId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
