import { useEffect, useRef, useState } from 'react';
import {
  RSVP_CONFIRMATION_MS,
  canAddRsvpKid,
  canRemoveRsvpKid,
  emptyRsvpDraft,
  emptyRsvpKid,
  hasRsvpErrors,
  rsvpErrors,
  rsvpRequest,
  type RsvpComing,
  type RsvpDraft,
  type RsvpErrors,
  type RsvpKidDraft,
} from '@party/domain';
import { apiErrorCode, describeApiError, type ApiError } from '@party/shared-ui';
import { sendRsvp } from './api';

/** One kid on the form; `key` stays with the kid when others are removed. */
export interface KidEntry extends RsvpKidDraft {
  key: number;
}

export type FamilyField = 'name' | 'phone' | 'email';
export type KidField = keyof RsvpKidDraft;

/** Where the keyboard goes to correct the answer: "Coming?", a family field, or a kid's name. */
export type FieldToCorrect = { field: 'coming' | FamilyField } | { kid: number; field: KidField };

/** Editing (or retrying after `failure`), sending, showing the confirmation before the reset, or closed (the party has started). */
export type RsvpStatus = 'editing' | 'sending' | 'sent' | 'closed';

/** What the confirmation says: whether they come with how many kids, and whether it replaced an earlier answer. */
export interface SentAnswer {
  coming: boolean;
  kids: number;
  replaced: boolean;
}

let nextKey = 0;
const newKid = (): KidEntry => ({ key: nextKey++, ...emptyRsvpKid() });

interface FormState {
  coming: RsvpComing;
  name: string;
  phone: string;
  email: string;
  kids: KidEntry[];
}

const emptyForm = (): FormState => {
  const { kids, ...family } = emptyRsvpDraft();
  return { ...family, kids: kids.map((kid) => ({ ...newKid(), ...kid })) };
};

const draftOf = ({ kids, ...family }: FormState): RsvpDraft => ({ ...family, kids: kids.map(({ name, allergies }) => ({ name, allergies })) });

/** The first field to correct, in the order the form shows them. */
function firstToCorrect(errors: RsvpErrors, kids: KidEntry[]): FieldToCorrect | undefined {
  if (errors.coming) return { field: 'coming' };
  if (errors.name) return { field: 'name' };
  if (errors.email) return { field: 'email' };
  const index = errors.kids?.findIndex((kid) => kid.name) ?? -1;
  return index >= 0 ? { kid: kids[index].key, field: 'name' } : undefined;
}

/**
 * The RSVP form's state and rules: one family's answer, "Coming?" and for a yes its kids (added
 * and removed, never the last one), checked with the domain's rule before anything is sent; one
 * send at a time; after a stored answer a confirmation for RSVP_CONFIRMATION_MS before the form
 * starts again empty. A failed send keeps everything typed; a party that has started takes no
 * answers (`open` false, or the API saying so).
 */
export function useRsvpForm(invitationId: string, open: boolean) {
  const [form, setForm] = useState<FormState>(emptyForm);
  const [status, setStatus] = useState<RsvpStatus>(open ? 'editing' : 'closed');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SentAnswer | null>(null);
  // Field errors show from the first Send on, and then follow what is typed.
  const [checked, setChecked] = useState(false);
  // A second press while the first send is on its way must not send the answer twice; the state
  // that disables the button may not have reached the page yet.
  const sending = useRef(false);

  useEffect(() => {
    if (status !== 'sent') return undefined;
    const timer = setTimeout(() => {
      setForm(emptyForm());
      setChecked(false);
      setStatus('editing');
    }, RSVP_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const errors: RsvpErrors = checked ? rsvpErrors(draftOf(form)) : {};

  function change(field: 'coming' | FamilyField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
  }

  function changeKid(key: number, field: KidField, value: string) {
    setForm((current) => ({ ...current, kids: current.kids.map((kid) => (kid.key === key ? { ...kid, [field]: value } : kid)) }));
  }

  /** Adds an empty kid and gives its key. */
  function addKid(): number {
    const kid = newKid();
    setForm((current) => (canAddRsvpKid(current.kids.length) ? { ...current, kids: [...current.kids, kid] } : current));
    return kid.key;
  }

  function removeKid(key: number) {
    setForm((current) => (canRemoveRsvpKid(current.kids.length) ? { ...current, kids: current.kids.filter((kid) => kid.key !== key) } : current));
  }

  /**
   * Sends the answer when it is complete. Otherwise sends nothing and gives the first field to
   * correct, at once, so that the page can move the keyboard there once the errors show.
   */
  function submit(): FieldToCorrect | undefined {
    if (sending.current) return undefined;
    setChecked(true);
    const draft = draftOf(form);
    const found = rsvpErrors(draft);
    if (hasRsvpErrors(found)) return firstToCorrect(found, form.kids);
    void send(draft);
    return undefined;
  }

  async function send(draft: RsvpDraft) {
    sending.current = true;
    setFailure(null);
    setStatus('sending');
    try {
      const request = rsvpRequest(draft);
      const { replaced } = await sendRsvp(invitationId, request);
      setSent({ coming: request.coming, kids: request.kids?.length ?? 0, replaced });
      setStatus('sent');
    } catch (error) {
      if (apiErrorCode(error as ApiError) === 'rsvps-closed') setStatus('closed');
      else {
        setFailure(describeApiError(error as ApiError));
        setStatus('editing');
      }
    } finally {
      sending.current = false;
    }
  }

  return {
    ...form,
    errors,
    status,
    failure,
    sent,
    canAddKid: canAddRsvpKid(form.kids.length),
    canRemoveKid: canRemoveRsvpKid(form.kids.length),
    change,
    changeKid,
    addKid,
    removeKid,
    submit,
  };
}
