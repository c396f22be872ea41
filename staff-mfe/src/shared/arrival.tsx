import { API_PATHS, apiPath, type StaffArrival, type StaffArrivalState } from '@party/domain';
import { apiErrorMessage, apiErrorStatus, baseApi, Button, notify, useVenue } from '@party/shared-ui';
import { formatVenueTime } from './format';
import { staffBookingTag } from './staff-queries';
import styles from './arrival.module.css';

// Whether a party or hire has come: marked on the day from the run sheet (at the door, on a phone)
// or from the booking's page, and put back to expected after a mistaken tap.

export const arrivalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setArrival: build.mutation<unknown, { reference: string; state: StaffArrivalState }>({
      query: ({ reference, state }) => ({ url: apiPath(API_PATHS.staffBookingArrival, { reference }), method: 'PUT', body: { state } }),
      invalidatesTags: (_result, _error, { reference }) => ['StaffDay', staffBookingTag(reference), 'StaffAudit'],
    }),
  }),
});

export const { useSetArrivalMutation } = arrivalApi;

/** The arrival in words: 'Expected', 'Arrived 10:05 AM (Sam)', 'No-show (marked 11:00 AM by Sam)'. */
export function arrivalText(arrival: StaffArrival, timeZone: string): string {
  if (arrival.state === 'expected') return 'Expected';
  const at = arrival.at ? ` ${formatVenueTime(arrival.at, timeZone)}` : '';
  const by = arrival.by ? ` by ${arrival.by}` : '';
  return arrival.state === 'arrived' ? `Arrived${at}${by}` : `No-show, marked${at}${by}`;
}

export interface ArrivalControlProps {
  reference: string;
  /** Who the booking is, for the buttons' names: 'Mia's party', 'the hire'. */
  who: string;
  arrival: StaffArrival;
  /** Whether the role may mark arrivals (bookings.arrive); otherwise the state alone is shown. */
  canMark: boolean;
  /** The booking's page offers No-show too; the run sheet keeps to Mark arrived. */
  withNoShow?: boolean;
}

/** The arrival state, and the buttons that change it. */
export function ArrivalControl({ reference, who, arrival, canMark, withNoShow = false }: ArrivalControlProps) {
  const venue = useVenue();
  const [setArrival, { isLoading }] = useSetArrivalMutation();

  async function mark(state: StaffArrivalState) {
    const result = await setArrival({ reference, state });
    if ('error' in result) {
      const signedOut = apiErrorStatus(result.error) === 401;
      notify.error('The arrival was not saved', signedOut ? 'Your session has ended: please sign in again.' : apiErrorMessage(result.error));
    }
  }

  return (
    <div className={styles.arrival}>
      <span className={`${styles.state} ${styles[arrival.state]}`}>{arrivalText(arrival, venue.timeZone)}</span>
      {canMark ? (
        <span className={styles.buttons}>
          {arrival.state === 'expected' ? (
            <>
              <Button variant="primary" className={styles.button} busy={isLoading} busyLabel="Saving…" aria-label={`Mark arrived: ${who}`} onClick={() => void mark('arrived')}>
                Mark arrived
              </Button>
              {withNoShow ? (
                <Button variant="secondary" className={styles.button} disabled={isLoading} aria-label={`Mark no-show: ${who}`} onClick={() => void mark('no-show')}>
                  No-show
                </Button>
              ) : null}
            </>
          ) : (
            <Button variant="ghost" className={styles.button} busy={isLoading} busyLabel="Saving…" aria-label={`Undo: ${who} back to expected`} onClick={() => void mark('expected')}>
              Undo
            </Button>
          )}
        </span>
      ) : null}
    </div>
  );
}
