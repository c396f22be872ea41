import styles from './audit-change.module.css';

/** A value of an audit entry as text: a string as is, anything else as JSON. */
function asText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What changed, field by field: the fields whose values differ, each before and after. */
export function auditChanges(before: unknown, after: unknown): Array<{ field: string; before: string; after: string }> {
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
      .map((field) => ({ field, before: asText(was[field]), after: asText(is[field]) }));
  }
  if (before === undefined && after === undefined) return [];
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: '', before: asText(before), after: asText(after) }];
}

/** The values before and after a change, as a short list: 'arrival: expected → arrived'. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className={styles.none}>No values recorded</span>;
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
