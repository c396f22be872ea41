import type { StaffNote } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { formatVenueInstant } from './format';
import styles from './staff-notes.module.css';

/** The staff's notes on a booking, oldest first, each with who wrote it and when. */
export function StaffNotes({ notes, emptyText, titled = true }: { notes: StaffNote[]; emptyText?: string; titled?: boolean }) {
  const venue = useVenue();
  if (notes.length === 0) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  return (
    <div className={styles.notes}>
      {titled ? <p className={styles.title}>Staff notes</p> : null}
      <ul className="stack-list">
        {notes.map((note) => (
          <li key={note.id} className={styles.note}>
            <p className={styles.text}>{note.text}</p>
            <p className={styles.meta}>
              {note.by}, {formatVenueInstant(note.at, venue.timeZone)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
