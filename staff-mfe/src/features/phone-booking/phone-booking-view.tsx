import { PHONE_BOOKING_MESSAGES as WORDS } from '@party/domain';
import { PageHeader } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { useGetBookingChoicesQuery } from './api';
import { PhoneBookingForm } from './phone-booking-form';
import styles from './phone-booking.module.css';

/** /bookings/new: a party booked for a parent on the phone or at the counter (decision 054). */
export function PhoneBookingView() {
  const choices = useGetBookingChoicesQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={WORDS.title}>{WORDS.intro}</PageHeader>
      <StaffQueryStatus query={choices} loadingLabel="Loading the packages…" errorTitle="The packages could not be loaded">
        {choices.data ? <PhoneBookingForm choices={choices.data} /> : null}
      </StaffQueryStatus>
    </div>
  );
}
