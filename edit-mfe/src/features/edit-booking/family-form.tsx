import { attendanceFormPath, formatDisplayDate } from '@party/domain';
import { AnchorButton, Card } from '@party/shared-ui';
import { useGetFamilyFormQuery } from './api';
import styles from './edit-booking.module.css';

/**
 * The guest of honour's family's attendance form (decision 062): whether it is filled, and the
 * link to the form page every family fills, where it is saved to this booking. It can be corrected
 * until the party starts, so it shows while online changes are closed too.
 */
export function FamilyForm({ bookingId }: { bookingId: string }) {
  const { data, isLoading, isError } = useGetFamilyFormQuery(bookingId);
  let content;
  if (isLoading) content = <p className={styles.muted}>Loading your attendance form…</p>;
  else if (isError || !data || !data.formId) content = <p className={styles.muted}>Your attendance form could not be loaded right now. Please try again later.</p>;
  else if (!data.open) content = <p>Your family&apos;s attendance form is closed: {data.agreedAt ? 'it was saved.' : 'it was not filled in.'}</p>;
  else {
    const filled = data.agreedAt !== null;
    content = (
      <>
        <p>
          {filled
            ? `Saved on ${formatDisplayDate(data.agreedAt!.slice(0, 10))} by ${data.form.agreedName}. You can correct it until the party starts.`
            : "The venue needs an attendance form for your own family's kids too: the birthday child and any brothers or sisters coming."}
        </p>
        <AnchorButton href={attendanceFormPath(data.formId)} variant={filled ? 'secondary' : 'primary'}>
          {filled ? 'Correct the attendance form' : 'Fill in the attendance form'}
        </AnchorButton>
      </>
    );
  }
  return (
    <Card title="Your Family's Attendance Form" className={styles.familyForm}>
      {content}
    </Card>
  );
}
