import { useEffect, useRef, useState } from 'react';
import {
  RSVP_CONFIRMATION_MS,
  canRemoveRsvpGuest,
  emptyRsvpGuest,
  rsvpGuestErrors,
  type InvitationGuest,
  type RsvpGuestErrors,
} from '@party/domain';
import { describeApiError, type ApiError } from '@party/shared-ui';
import { sendRsvp } from './api';

/** One guest on the form; `key` stays with the guest when others are removed. */
export interface GuestEntry {
  key: number;
  values: InvitationGuest;
  errors: RsvpGuestErrors;
}

/** Editing (or retrying after `failure`), sending, or showing the confirmation before the reset. */
export type RsvpStatus = 'editing' | 'sending' | 'sent';

export type GuestField = keyof InvitationGuest;

let nextKey = 0;
const newEntry = (): GuestEntry => ({ key: nextKey++, values: emptyRsvpGuest(), errors: {} });

/**
 * The RSVP form's state and rules: guests added and removed (never the last one), the two required
 * fields checked with the domain's rule before anything is sent, one send at a time, and after a
 * stored RSVP a confirmation for RSVP_CONFIRMATION_MS before the form starts again empty. A failed
 * send keeps everything typed.
 */
export function useRsvpForm(invitationId: string) {
  const [guests, setGuests] = useState<GuestEntry[]>(() => [newEntry()]);
  const [status, setStatus] = useState<RsvpStatus>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  // Field errors show from the first Send on, and then follow what is typed.
  const [checked, setChecked] = useState(false);
  // A second press while the first send is on its way must not store the RSVP twice; the state
  // that disables the button may not have reached the page yet.
  const sending = useRef(false);

  useEffect(() => {
    if (status !== 'sent') return undefined;
    const timer = setTimeout(() => {
      setGuests([newEntry()]);
      setChecked(false);
      setStatus('editing');
    }, RSVP_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function change(key: number, field: GuestField, value: string) {
    setGuests((current) =>
      current.map((guest) => {
        if (guest.key !== key) return guest;
        const values = { ...guest.values, [field]: value };
        return { ...guest, values, errors: checked ? rsvpGuestErrors(values) : guest.errors };
      }),
    );
  }

  /** Adds an empty guest and gives its key. */
  function addGuest(): number {
    const entry = newEntry();
    setGuests((current) => [...current, entry]);
    return entry.key;
  }

  function removeGuest(key: number) {
    setGuests((current) => (canRemoveRsvpGuest(current.length) ? current.filter((guest) => guest.key !== key) : current));
  }

  /**
   * Sends the RSVP when every guest is complete. Otherwise sends nothing and gives the first field
   * to correct, at once, so that the page can move the keyboard there once the errors show.
   */
  function submit(): { key: number; field: GuestField } | undefined {
    if (sending.current) return undefined;
    const validated = guests.map((guest) => ({ ...guest, errors: rsvpGuestErrors(guest.values) }));
    setGuests(validated);
    setChecked(true);
    const invalid = validated.find((guest) => Object.keys(guest.errors).length > 0);
    if (invalid) return { key: invalid.key, field: invalid.errors.name ? 'name' : 'email' };
    void send(validated.map((guest) => guest.values));
    return undefined;
  }

  async function send(answers: InvitationGuest[]) {
    sending.current = true;
    setFailure(null);
    setStatus('sending');
    try {
      await sendRsvp(invitationId, answers);
      setStatus('sent');
    } catch (error) {
      setFailure(describeApiError(error as ApiError));
      setStatus('editing');
    } finally {
      sending.current = false;
    }
  }

  return { guests, status, failure, canRemove: canRemoveRsvpGuest(guests.length), change, addGuest, removeGuest, submit };
}
