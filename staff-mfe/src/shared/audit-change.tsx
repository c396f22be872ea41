import { formatAud, formatTime12h } from '@party/domain';
import { formatDay } from './format';
import styles from './audit-change.module.css';

// The audit log keeps what the API wrote (field names, cents, ISO dates); staff read it in words.

/** Field names the staff know by another word; any other name is split into words. */
const FIELD_WORDS: Record<string, string> = {
  numberOfKids: 'kids',
  childFirstName: 'child',
  startTime: 'start',
  endTime: 'end',
  canceledReason: 'why canceled',
  final: 'price',
  due: 'due',
  paid: 'paid',
  owedBack: 'owed back',
  held: 'held',
  amount: 'amount',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'finalPriceCents' -> 'final price', 'numberOfKids' -> 'kids'. */
export function fieldWords(field: string): string {
  const name = field.replace(/Cents$/, '');
  return FIELD_WORDS[name] ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A value as the staff read it: cents as dollars, a date and a time written out, a record as its fields. */
export function valueText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.endsWith('Cents') && typeof value === 'number') return formatAud(value / 100);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)) return formatTime12h(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => valueText('', item)).join('; ');
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, inner]) => inner !== undefined && inner !== null && inner !== '')
      .map(([inner, innerValue]) => `${fieldWords(inner)} ${valueText(inner, innerValue)}`)
      .join(', ');
  }
  return String(value);
}

/** What changed, field by field: the fields whose values differ, each before and after, in words. */
export function auditChanges(before: unknown, after: unknown): Array<{ field: string; before: string; after: string }> {
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
      .map((field) => ({ field: fieldWords(field), before: valueText(field, was[field]), after: valueText(field, is[field]) }));
  }
  if (before === undefined && after === undefined) return [];
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: '', before: valueText('', before), after: valueText('', after) }];
}

/** The values before and after a change, as a short list: 'arrival: expected → arrived'. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="small-note">No values recorded</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.field ? <span className={styles.field}>{change.field}: </span> : null}
          <span className={styles.before}>{change.before}</span> <span aria-hidden="true">→</span>
          <span className="visually-hidden">changed to</span>{' '}
          <span className={styles.after}>{change.after}</span>
        </li>
      ))}
    </ul>
  );
}
