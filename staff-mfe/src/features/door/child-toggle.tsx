import { useId, useRef, useState } from 'react';
import { phoneHref, type StaffDoorChild } from '@party/domain';
import { apiErrorMessage, apiErrorStatus, notify, useVenue } from '@party/shared-ui';
import { formatVenueTime } from '../../shared/format';
import { useSetCheckInMutation } from './api';
import styles from './door.module.css';

export interface ChildToggleProps {
  date: string;
  reference: string;
  child: StaffDoorChild;
  /** Whether the role may check children in (door.check-in) and the bill is still open. */
  canCheckIn: boolean;
  /** Who is tapping, shown at once beside the check-in. */
  by: string;
}

/** Whose child, in a few words: the guest of honour's family, an invited family, or one met at the door. */
function familyWords(child: StaffDoorChild): string {
  if (child.family === 'host') return `Birthday family (${child.familyName})`;
  if (child.family === 'walk-in') return `Not on the list: ${child.familyName}`;
  return `${child.familyName}'s family`;
}

/**
 * One child at the door: a large toggle (aria-pressed) that checks them in with one tap and undoes
 * it with another, and beside it what the door must see at a glance: the family, the form (missing
 * said plainly), allergies and medical notes. A tap shows at once; if the API refuses it, it is put
 * back and the reason said.
 */
export function ChildToggle({ date, reference, child, canCheckIn, by }: ChildToggleProps) {
  const venue = useVenue();
  const detailsId = useId();
  const [setCheckIn, { isLoading }] = useSetCheckInMutation();
  // The state the taps asked for, shown until the API has it: a read of the day arriving meanwhile
  // (the page polls it) cannot flip the toggle back under the person's finger.
  const [wanted, setWanted] = useState<boolean>();
  const latest = useRef<boolean>(undefined);
  const sending = useRef(false);
  const checkedIn = wanted ?? child.checkedIn !== null;

  /**
   * One request per child at a time, each sending the state wanted (never "toggle"): a tap while one
   * is on its way changes what is wanted, and is sent once the first is answered, so a quick undo
   * is never lost and the last tap wins.
   */
  async function tap() {
    latest.current = !checkedIn;
    setWanted(latest.current);
    if (sending.current) return;
    sending.current = true;
    let sent: boolean | undefined;
    while (latest.current !== undefined && latest.current !== sent) {
      sent = latest.current;
      const result = await setCheckIn({ date, reference, by, body: { familyKey: child.familyKey, childKey: child.childKey, checkedIn: sent } });
      if ('error' in result) {
        const signedOut = apiErrorStatus(result.error) === 401;
        notify.error(sent ? `${child.name} is not checked in` : `${child.name} is still checked in`, signedOut ? 'Your session has ended: please sign in again.' : apiErrorMessage(result.error));
        break;
      }
    }
    sending.current = false;
    latest.current = undefined;
    setWanted(undefined);
  }

  const name = (
    <>
      <span className={styles.childName}>{child.name}</span>
      {child.age !== null ? <span className={styles.age}>, {child.age}</span> : null}
    </>
  );

  return (
    <div className={`${styles.child} ${checkedIn ? 'chosen' : ''}`}>
      {canCheckIn ? (
        <button type="button" className={styles.toggle} aria-pressed={checkedIn} aria-describedby={detailsId} aria-busy={isLoading || undefined} onClick={() => void tap()}>
          <span className={styles.tick} aria-hidden="true">
            {checkedIn ? '✓' : ''}
          </span>
          <span className={styles.toggleText}>{name}</span>
          <span className={styles.toggleState} aria-hidden="true">
            {checkedIn ? 'In' : 'Tap to check in'}
          </span>
        </button>
      ) : (
        <p className={styles.toggleText}>
          {name} <span className={styles.toggleState}>{checkedIn ? '(checked in)' : '(not checked in)'}</span>
        </p>
      )}
      <div id={detailsId} className={styles.details}>
        <p className={styles.family}>
          {familyWords(child)} · {child.formFilled ? 'Form filled' : <strong className={styles.formMissing}>Form missing</strong>}
        </p>
        {child.allergies ? (
          <p className={styles.allergy}>
            <strong>Allergies:</strong> {child.allergies}
          </p>
        ) : null}
        {child.medicalNotes ? (
          <p className={styles.medical}>
            <strong>Medical notes:</strong> {child.medicalNotes}
          </p>
        ) : null}
        {child.checkedIn ? (
          <p className={styles.when}>
            Checked in {formatVenueTime(child.checkedIn.at, venue.timeZone)} by {child.checkedIn.by}
          </p>
        ) : null}
        {child.contacts ? (
          <p className={styles.contacts}>
            Guardian: {child.contacts.guardian.name}, <a href={phoneHref(child.contacts.guardian.mobile)}>{child.contacts.guardian.mobile}</a> · Emergency:{' '}
            {child.contacts.emergency.name}, <a href={phoneHref(child.contacts.emergency.phone)}>{child.contacts.emergency.phone}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
