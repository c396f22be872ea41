import styles from './step-indicator.module.css';

export interface StepIndicatorProps {
  /** Step names in order. */
  steps: readonly string[];
  /** The current step, from 1. */
  current: number;
}

/** Where the visitor is in a wizard: done steps green, the current one highlighted, the rest grey. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <ol className={styles.steps} aria-label="Booking steps">
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'future';
        return (
          <li key={label} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className={styles.label}>
              {label}
              {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
