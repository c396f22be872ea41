import { formatDisplayDate, formatTime12h } from '@party/domain';
import { useAppSelector } from '../../hooks';
import { selectDraft } from '../booking-draft/booking-draft-slice';
import styles from './booking-summary.module.css';

const notChosen = 'Not chosen yet';

/** What has been chosen so far: package, child, date, time, room and number of kids. */
export function PartyFacts() {
  const draft = useAppSelector(selectDraft);
  const child = [draft.childfName, draft.childlName].map((name) => name.trim()).filter(Boolean).join(' ');
  const facts: Array<[string, string]> = [
    ['Package', draft.selectedPackage?.name ?? notChosen],
    ['Child', child || notChosen],
    ['Turning', draft.childAge > 0 ? String(draft.childAge) : notChosen],
    ['Date', draft.date ? formatDisplayDate(draft.date) : notChosen],
    ['Time', draft.timeSlot ? formatTime12h(draft.timeSlot.time) : notChosen],
    ['Room', draft.room?.name ?? notChosen],
    ['Number of kids', String(draft.numberOfKids)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd className={value === notChosen ? styles.muted : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
