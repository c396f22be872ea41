import { STAFF_ROLE_NAMES, type StaffSession } from '@party/domain';
import { Badge, Button, Card, notify, PageHeader, useVenue, type ApiError } from '@party/shared-ui';
import { ApiProblem, StaffQueryStatus } from '../../shared/api-status';
import { formatVenueInstant } from '../../shared/format';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetOwnSessionsQuery } from './api';
import { deviceName } from './device-name';
import kit from '../../shared/staff-kit.module.css';
import styles from './account.module.css';

/** /account, every signed-in member: who they are, and their sessions (this one marked), ended one or all others at once. */
export function AccountView({ session }: { session: StaffSession }) {
  const { timeZone } = useVenue();
  const sessions = useGetOwnSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const others = sessions.data?.sessions.filter((each) => !each.current) ?? [];

  async function end(id: string, device: string) {
    const result = await endSession(id);
    if (!('error' in result)) notify.success('Session ended', `${deviceName(device)} is signed out.`);
  }

  async function endAllOthers() {
    const result = await endOthers();
    if (!('error' in result)) notify.success('Other sessions ended', 'Only this browser is signed in now.');
  }

  const error = (ending.error ?? endingOthers.error) as ApiError | undefined;
  return (
    <div className={kit.page}>
      <PageHeader title="Your account">
        {session.staff.name ? `${session.staff.name}, ` : ''}
        {session.staff.email}, signed in as {STAFF_ROLE_NAMES[session.staff.role]}.
      </PageHeader>
      <Card title="Where you are signed in">
        <p className={styles.muted}>
          A session ends after 3 hours unused or 12 hours after signing in. End one you do not recognise, or one on a device you no longer have.
        </p>
        <StaffQueryStatus query={sessions} loadingLabel="Loading your sessions…" errorTitle="Your sessions could not be loaded">
          {sessions.data ? (
            <>
              <ul className={styles.sessions} aria-label="Your sessions">
                {sessions.data.sessions.map((each) => (
                  <li key={each.id} className={styles.session}>
                    <div className={styles.facts}>
                      <p className={styles.device}>
                        {deviceName(each.device)} {each.current ? <Badge tone="success">This browser</Badge> : null}
                      </p>
                      <p className={styles.line}>
                        Signed in {formatVenueInstant(each.createdAt, timeZone)} · last seen {formatVenueInstant(each.lastSeenAt, timeZone)}
                      </p>
                      <p className={styles.agent}>{each.device || 'The browser did not say what it is.'}</p>
                    </div>
                    {each.current ? null : (
                      <Button
                        variant="secondary"
                        aria-label={`End session: ${deviceName(each.device)}, last seen ${formatVenueInstant(each.lastSeenAt, timeZone)}`}
                        busy={ending.isLoading && ending.originalArgs === each.id}
                        busyLabel="Ending…"
                        onClick={() => void end(each.id, each.device)}
                      >
                        End
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {error ? <ApiProblem error={error} fallback="The session was not ended: the staff system did not answer. Please try again." /> : null}
              {others.length > 0 ? (
                <div>
                  <Button variant="danger" busy={endingOthers.isLoading} busyLabel="Ending…" onClick={() => void endAllOthers()}>
                    End all other sessions
                  </Button>
                </div>
              ) : (
                <p className={styles.muted}>You are signed in here only. Sign out (at the top of the page) to end this session.</p>
              )}
            </>
          ) : null}
        </StaffQueryStatus>
      </Card>
    </div>
  );
}
