import { ageRestrictionAlert, minimumPartySizeAlert, showsAgeRestriction, showsMinimumPartySize } from '@party/domain';
import { Alert, useVenue } from '@party/shared-ui';
import { useDraft } from '../../shared/draft/booking-form';
import styles from './booking-summary.module.css';

/** 'Age Restriction' when the child is over 10, 'Minimum Party Size' when fewer than 8 kids come. */
export function SummaryAlerts() {
  const { childAge, numberOfKids } = useDraft();
  const venue = useVenue();
  const age = showsAgeRestriction(childAge) ? ageRestrictionAlert(venue.phone) : undefined;
  const size = showsMinimumPartySize(numberOfKids) ? minimumPartySizeAlert(venue.phone) : undefined;
  if (!age && !size) return null;
  return (
    <div className={styles.alerts}>
      {age ? (
        <Alert tone="warning" title={age.title}>
          {age.message}
        </Alert>
      ) : null}
      {size ? (
        <Alert tone="warning" title={size.title}>
          {size.message}
        </Alert>
      ) : null}
    </div>
  );
}
