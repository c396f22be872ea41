import type { StaffAllergy } from '@party/domain';
import styles from './allergies.module.css';

export interface AllergiesProps {
  allergies: StaffAllergy[];
  /** Heading level inside the card or table that shows them. */
  headingLevel?: 3 | 4;
}

/**
 * The kids' allergies, as their families wrote them on the invitation or the attendance form: a box no one can miss, on
 * screen and on paper (a border and a word, not colour alone). Without any, it says so, so that
 * "none" is never confused with "not shown".
 */
export function Allergies({ allergies, headingLevel = 3 }: AllergiesProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (allergies.length === 0) return <p className={styles.none}>No allergies in the RSVPs or forms so far.</p>;
  return (
    <section className={styles.allergies} aria-label={`Allergies: ${allergies.length} ${allergies.length === 1 ? 'kid' : 'kids'}`}>
      <Heading className={styles.title}>
        <span aria-hidden="true">⚠ </span>Allergies ({allergies.length})
      </Heading>
      <ul className={styles.list}>
        {allergies.map((allergy, index) => (
          <li key={`${allergy.kid}-${index}`}>
            <strong>{allergy.kid}</strong>: {allergy.allergies}
            {allergy.family ? <span className={styles.family}> ({allergy.family})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
