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
import { apiErrorCode, browserStorage, describeApiError, type ApiError } from '@party/shared-ui';
import { sendRsvp } from './api';
import { forgetAnswer, readRememberedAnswer, rememberAnswer, rememberedAnswerOf, type RememberedAnswer } from './remembered-answer';

/** One kid on the form; `key` stays with the kid when others are removed. */
export interface KidEntry extends RsvpKidDraft {
  key: number;
}

export type FamilyField = 'name' | 'phone' | 'email';
export type KidField = keyof RsvpKidDraft;

/** Where the keyboard goes to correct the answer: "Coming?", a family field, or a kid's name. */
export type FieldToCorrect = { field: 'coming' | FamilyField } | { kid: number; field: KidField };

/**
 * Editing (or retrying after `failure`), sending, showing the confirmation before the reset,
 * showing the answer this device sent (`remembered`), or closed (the party has started).
 */
export type RsvpStatus = 'editing' | 'sending' | 'sent' | 'answered' | 'closed';

/**
 * What the confirmation says: whether they come with how many kids, whether it replaced an
 * earlier answer, and the address a copy was emailed to (only when the API queued one).
 */
export interface SentAnswer {
  coming: boolean;
  kids: number;
  replaced: boolean;
  copySentTo: string | null;
  /** A yes's attendance form, to fill in next (decision 062). */
  formId: string | null;
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

/** The form as it was sent, to change it. */
const formOf = ({ coming, name, phone, email, kids }: RememberedAnswer): FormState => ({
  coming: coming ? 'yes' : 'no',
  name,
  phone,
  email,
  // A can't-come keeps one empty kid ready, as a new form does, in case it changes to a yes.
  kids: (kids.length > 0 ? kids : [emptyRsvpKid()]).map((kid) => ({ ...newKid(), ...kid })),
});

/** Today's date (yyyy-MM-dd): the remembered answers of parties before it are forgotten. */
const today = () => new Date().toISOString().slice(0, 10);

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
 * starts again empty, behind the answer this device sent, which a reload shows too (read once the
 * page is live: the server knows nothing of it). The guest can change that answer (the form as
 * they sent it) or answer for another family (an empty form). A failed send keeps everything
 * typed; a party that has started takes no answers (`open` false, or the API saying so).
 */
export function useRsvpForm(invitationId: string, open: boolean, partyDate: string) {
  const [form, setForm] = useState<FormState>(emptyForm);
  const [status, setStatus] = useState<RsvpStatus>(open ? 'editing' : 'closed');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SentAnswer | null>(null);
  const [remembered, setRemembered] = useState<RememberedAnswer | null>(null);
  // Field errors show from the first Send on, and then follow what is typed.
  const [checked, setChecked] = useState(false);
  // A second press while the first send is on its way must not send the answer twice; the state
  // that disables the button may not have reached the page yet.
  const sending = useRef(false);

  // In the browser only, after hydration: the server rendered the form, as for every guest.
  useEffect(() => {
    const storage = browserStorage('localStorage');
    if (!open) {
      // The party has started: the answer has nothing more to do on this device.
      forgetAnswer(storage, invitationId);
      return;
    }
    const answer = readRememberedAnswer(storage, invitationId);
    if (!answer) return;
    setRemembered(answer);
    setStatus((current) => (current === 'editing' ? 'answered' : current));
  }, [invitationId, open]);

  useEffect(() => {
    if (status !== 'sent') return undefined;
    const timer = setTimeout(() => show('answered'), RSVP_CONFIRMATION_MS);
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
      const { replaced, copySent, formId } = await sendRsvp(invitationId, request);
      // An API from before copies were sent answers without `copySent`: no copy is claimed.
      const answer = rememberedAnswerOf(request, copySent === true, partyDate, formId ?? null);
      rememberAnswer(browserStorage('localStorage'), invitationId, answer, today());
      setRemembered(answer);
      setSent({ coming: request.coming, kids: request.kids?.length ?? 0, replaced, copySentTo: answer.copySent ? answer.email : null, formId: answer.formId });
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

  /** The form with `values` (`editing`), or the answer sent (`answered`) with the form empty behind it. */
  function show(next: 'editing' | 'answered', values: FormState = emptyForm()) {
    setForm(values);
    setChecked(false);
    setFailure(null);
    setStatus(next);
  }

  /** The form as this device sent it, to change and send again. */
  function changeAnswer() {
    if (remembered) show('editing', formOf(remembered));
  }

  /** An empty form, for another family; the remembered answer stays until theirs is sent. */
  function answerForAnother() {
    show('editing');
  }

  /** Back to the answer sent, dropping what was typed since. */
  function keepAnswer() {
    if (remembered && !sending.current) show('answered');
  }

  return {
    ...form,
    errors,
    status,
    failure,
    sent,
    remembered,
    changeAnswer,
    answerForAnother,
    keepAnswer,
    canAddKid: canAddRsvpKid(form.kids.length),
    canRemoveKid: canRemoveRsvpKid(form.kids.length),
    change,
    changeKid,
    addKid,
    removeKid,
    submit,
  };
}
