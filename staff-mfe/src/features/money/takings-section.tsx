import { useId, useState, type FormEvent } from 'react';
import { addDays, API_PATHS, formatAud, isIsoDate } from '@party/domain';
import { Alert, AnchorButton, Button, Card } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { TableHead } from '../../shared/table-head';
import { useGetTakingsQuery } from './api';
import kit from '../../shared/staff-kit.module.css';
import styles from './money.module.css';

const METHODS: Record<string, string> = { online: 'Online', card: 'Card at the counter', cash: 'Cash at the counter' };

/** The longest range asked for at once (a year): longer is a report for the accountant, not a page. */
const MAX_DAYS = 366;

/** The money taken over a range of days, by method, and the range's bookings as a CSV file. */
export function TakingsSection({ today }: { today: string }) {
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const [typed, setTyped] = useState(range);
  const [problem, setProblem] = useState<string>();
  const fromId = useId();
  const toId = useId();

  function show(event: FormEvent) {
    event.preventDefault();
    if (!isIsoDate(typed.from) || !isIsoDate(typed.to)) return setProblem('Choose both days.');
    if (typed.from > typed.to) return setProblem('The first day must come before the last.');
    if (Date.parse(typed.to) - Date.parse(typed.from) > MAX_DAYS * 86_400_000) return setProblem('Choose at most a year.');
    setProblem(undefined);
    setRange(typed);
  }

  const csv = `${API_PATHS.staffBookingsCsv}?${new URLSearchParams(range).toString()}`;
  return (
    <Card title="Takings and bookings by date">
      <form className={styles.range} onSubmit={show} aria-label="Date range">
        <div className={styles.dateField}>
          <label htmlFor={fromId}>From</label>
          <input id={fromId} type="date" className={kit.dateInput} value={typed.from} required onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        </div>
        <div className={styles.dateField}>
          <label htmlFor={toId}>To</label>
          <input id={toId} type="date" className={kit.dateInput} value={typed.to} required onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        </div>
        <Button type="submit" variant="secondary">
          Show takings
        </Button>
      </form>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <Takings from={range.from} to={range.to} />
      <p className={styles.csv}>
        <AnchorButton variant="secondary" href={csv} download={`bookings-${range.from}-to-${range.to}.csv`}>
          Download bookings as CSV
        </AnchorButton>{' '}
        <span className={styles.muted}>
          Every booking from {formatShortDay(range.from)} to {formatShortDay(range.to)}, for a spreadsheet.
        </span>
      </p>
    </Card>
  );
}

function Takings({ from, to }: { from: string; to: string }) {
  const takings = useGetTakingsQuery({ from, to });
  return (
    <StaffQueryStatus query={takings} loadingLabel="Adding up the takings…" errorTitle="The takings could not be loaded">
      {takings.data ? (
        <table className={`${styles.table} ${styles.compact}`}>
          <caption>
            Taken from {formatShortDay(takings.data.from)} to {formatShortDay(takings.data.to)}
          </caption>
          <TableHead columns={['How', { label: 'Payments', className: styles.amount }, { label: 'Amount', className: styles.amount }]} />
          <tbody>
            {takings.data.byMethod.map((row) => (
              <tr key={row.method}>
                <th scope="row" data-label="How">
                  {METHODS[row.method] ?? row.method}
                </th>
                <td data-label="Payments" className={styles.amount}>
                  {row.count}
                </td>
                <td data-label="Amount" className={styles.amount}>
                  {formatAud(row.amount)}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" data-label="How">
                Refunds
              </th>
              <td data-label="Payments" className={styles.amount} />
              <td data-label="Amount" className={styles.amount}>
                −{formatAud(takings.data.refunds)}
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" data-label="How">
                Net
              </th>
              <td data-label="Payments" className={styles.amount} />
              <td data-label="Amount" className={`${styles.amount} ${styles.total}`}>
                {formatAud(takings.data.net)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </StaffQueryStatus>
  );
}
