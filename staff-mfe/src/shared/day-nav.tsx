import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { addDays, isIsoDate } from '@party/domain';
import { Button } from '@party/shared-ui';
import { formatShortDay } from './format';
import kit from './staff-kit.module.css';
import styles from './day-nav.module.css';

export interface DayNavProps {
  /** The day shown, yyyy-MM-dd. */
  date: string;
  /** Today on the venue's clock. */
  today: string;
  /** The address of the same sheet for another day. */
  pathOf: (date: string) => string;
}

/** The day before, today, the day after, and any day by its date: the same sheet for another day. */
export function DayNav({ date, today, pathOf }: DayNavProps) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(date);
  const fieldId = useId();
  const previous = addDays(date, -1);
  const next = addDays(date, 1);

  function go(event: FormEvent) {
    event.preventDefault();
    if (isIsoDate(chosen)) navigate(pathOf(chosen));
  }

  return (
    <nav aria-label="Other days" className={styles.nav}>
      <ul className="inline-list gap-2">
        <li>
          <Link className={styles.link} to={pathOf(previous)} aria-label={`Previous day, ${formatShortDay(previous)}`}>
            <span aria-hidden="true">←&nbsp;</span>Previous day
          </Link>
        </li>
        {date !== today ? (
          <li>
            <Link className={styles.link} to={pathOf(today)}>
              Today
            </Link>
          </li>
        ) : null}
        <li>
          <Link className={styles.link} to={pathOf(next)} aria-label={`Next day, ${formatShortDay(next)}`}>
            Next day<span aria-hidden="true">&nbsp;→</span>
          </Link>
        </li>
      </ul>
      <form className={styles.jump} onSubmit={go}>
        <label htmlFor={fieldId}>Go to day</label>
        <input id={fieldId} type="date" className={kit.dateInput} value={chosen} required onChange={(event) => setChosen(event.target.value)} />
        <Button type="submit" variant="secondary" className={styles.go}>
          Go
        </Button>
      </form>
    </nav>
  );
}
