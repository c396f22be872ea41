import type { StaffCountedItem } from '@party/domain';
import styles from './counted-items.module.css';

/** Food or add-ons with their quantities ('3 × Chicken Nuggets'), or 'None'. */
export function CountedItems({ items }: { items: StaffCountedItem[] }) {
  if (items.length === 0) return <span className={styles.none}>None</span>;
  return (
    <ul className="plain-list">
      {items.map((item) => (
        <li key={item.name}>
          <span className={styles.quantity}>{item.quantity} ×</span> {item.name}
        </li>
      ))}
    </ul>
  );
}
