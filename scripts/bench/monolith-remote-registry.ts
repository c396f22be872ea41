/**
 * The monolith's stand-in for `shell/src/federation/remote-registry.ts` (swapped in by
 * `resolve.alias` in `monolith.webpack.config.ts`): the same exports, but each remote page is a
 * plain dynamic import of the remote's source, so webpack bundles the whole site as one app with
 * ordinary lazy chunks. The paths are those of each remote's `exposes`; the bench checks that they
 * still agree before it builds.
 */
import type { RemotePageModule } from '../../shared-ui/src/ssr/page-data';
import { RemoteLoadError } from '../../shell/src/federation/remote-load-error';
import type { RemoteName } from '../../shell/src/federation/remote-names';
import type { RemotesConfig } from '../../shell/src/federation/remotes-config';

export { RemoteLoadError };

export const monolithPages: Record<RemoteName, Record<string, () => Promise<RemotePageModule>>> = {
  booking: {
    BookingPage: () => import('../../booking-mfe/src/pages/booking-page'),
  },
  edit: {
    EditBookingPage: () => import('../../edit-mfe/src/pages/edit-booking-page'),
    PayNowPage: () => import('../../edit-mfe/src/pages/pay-now-page'),
    ConfirmationPage: () => import('../../edit-mfe/src/pages/confirmation-page'),
    FindBookingPage: () => import('../../edit-mfe/src/pages/find-booking-page'),
  },
  afterhours: {
    AfterHoursPage: () => import('../../afterhours-mfe/src/pages/after-hours-page'),
  },
  invitation: {
    InvitationPage: () => import('../../invitation-mfe/src/pages/invitation-page'),
    AttendanceFormPage: () => import('../../invitation-mfe/src/pages/attendance-form-page'),
  },
  // The staff console is a site of its own (docs/decisions/045), not one of the public pages compared.
  staff: {},
};

/** Nothing to read at run time: every page is in the bundle. */
export function remotesReady(): Promise<RemotesConfig> {
  return Promise.resolve({});
}

export async function loadRemotePage(remote: RemoteName, page: string): Promise<RemotePageModule> {
  const load = monolithPages[remote][page];
  if (!load) throw new RemoteLoadError(remote, { reason: `there is no ${page} page` });
  try {
    return await load();
  } catch (cause) {
    throw new RemoteLoadError(remote, { cause });
  }
}

export async function resetRemote(_remote: RemoteName): Promise<void> {}
