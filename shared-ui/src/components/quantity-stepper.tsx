import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** What is counted, for the buttons' names ("Decrease Fruit platter"). */
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
}

/** Minus and plus buttons around a quantity, which never leaves [min, max]. */
export function QuantityStepper({ label, value, min = 1, max = 99, onChange }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={`Decrease ${label}`}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`${label} quantity`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={`Increase ${label}`}
      >
        +
      </button>
    </div>
  );
}
