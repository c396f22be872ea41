import { useVenue } from '@party/shared-ui';
import { formatVenueInstant } from './format';
import { useNow } from './use-clock';
import styles from './printed-at.module.css';

/**
 * On paper only: when the sheet was printed, venue time. RSVPs and payments come in all day; a cook
 * holding a printout can tell how fresh it is.
 */
export function PrintedAt() {
  const venue = useVenue();
  return <p className={styles.printedAt}>Printed {formatVenueInstant(new Date(useNow()).toISOString(), venue.timeZone)}</p>;
}
