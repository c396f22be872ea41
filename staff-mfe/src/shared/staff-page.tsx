import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { STAFF_MESSAGES, STAFF_ROLE_NAMES, STAFF_ROUTES, staffSignInPath, type StaffAction, type StaffSession } from '@party/domain';
import { apiErrorStatus, Button, LoadingState, PageMessage, RemoteRoot } from '@party/shared-ui';
import { usePageStore } from '../store';
import { useGetSessionQuery } from './session-api';
import { StaffFrame, StaffLayout } from './staff-layout';

export interface StaffPageProps {
  /** The exposed page's name ('RunSheetPage'), shown as the page's data attribute. */
  page: string;
  /** What the page does: a role without it is told so, in place of the page. 'signed-in': any member's (their own account). */
  action: StaffAction | 'signed-in';
  /** Read out while the session loads. */
  loadingLabel: string;
  children: (session: StaffSession) => ReactNode;
}

/**
 * A signed-in page of the staff console: its store and root (error boundary, venue, toasts), the
 * session (a person without one goes to the sign-in page, and comes back here after it), the
 * layout with the pages the role may open, and the page itself when the role may do what it does.
 * The API checks every request too: this only spares a person a page they cannot use.
 */
export function StaffPage({ page, action, loadingLabel, children }: StaffPageProps) {
  const store = usePageStore();
  return (
    <RemoteRoot store={store} page={`staff/${page}`} build={__BUILD_ID__} loadingLabel={loadingLabel}>
      <SignedIn action={action} loadingLabel={loadingLabel}>
        {children}
      </SignedIn>
    </RemoteRoot>
  );
}

function SignedIn({ action, loadingLabel, children }: Omit<StaffPageProps, 'page'>) {
  const session = useGetSessionQuery();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedOut = apiErrorStatus(session.error) === 401;

  useEffect(() => {
    if (signedOut) navigate(staffSignInPath(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (session.data) {
    return (
      <StaffLayout session={session.data}>
        {action === 'signed-in' || session.data.actions.includes(action) ? children(session.data) : <NotForRole session={session.data} />}
      </StaffLayout>
    );
  }
  if (session.isError && !signedOut) {
    return (
      <StaffFrame>
        <PageMessage
          title="The staff console could not be loaded"
          actions={
            <Button onClick={() => void session.refetch()} busy={session.isFetching} busyLabel="Trying again…">
              Try again
            </Button>
          }
        >
          <p>We could not reach the staff system. Please check the connection and try again.</p>
        </PageMessage>
      </StaffFrame>
    );
  }
  return <LoadingState label={signedOut ? 'Opening the sign-in page…' : loadingLabel} />;
}

/** A page the signed-in role may not use: said plainly, with the pages it may. */
function NotForRole({ session }: { session: StaffSession }) {
  return (
    <PageMessage title="Not available to your role" actions={<Link to={STAFF_ROUTES.today}>Go to the run sheet</Link>}>
      <p>
        {STAFF_MESSAGES.notAllowed} You are signed in as {STAFF_ROLE_NAMES[session.staff.role]}: the pages you can open are listed at the
        top of the page.
      </p>
    </PageMessage>
  );
}

/** A page of the staff site before signing in (the sign-in, an invitation's link): its root and frame. */
export function StaffDoorPage({ page, loadingLabel, children }: { page: string; loadingLabel: string; children: ReactNode }) {
  const store = usePageStore();
  return (
    <RemoteRoot store={store} page={`staff/${page}`} build={__BUILD_ID__} loadingLabel={loadingLabel}>
      <StaffFrame>{children}</StaffFrame>
    </RemoteRoot>
  );
}
