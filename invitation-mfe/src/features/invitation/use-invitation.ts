import { useEffect, useState } from 'react';
import type { Invitation } from '@party/domain';
import type { ApiError } from '@party/shared-ui';
import { forgetInvitation, requestInvitation } from './api';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'loaded'; invitation: Invitation }
  | { status: 'failed'; error: ApiError };

/**
 * The invitation of `invitationId` as the page shows it: loading, loaded or failed, and a way to
 * ask again. The request starts with the first render, not after it, once per visit of the page.
 */
export function useInvitation(invitationId: string): [InvitationState, tryAgain: () => void] {
  const [request, setRequest] = useState(() => requestInvitation(invitationId));
  const [state, setState] = useState<InvitationState>({ status: 'loading' });

  // Leaving the page forgets the request: the next visit asks again.
  useEffect(() => () => forgetInvitation(invitationId), [invitationId]);

  useEffect(() => {
    let current = true;
    request.then(
      (invitation) => current && setState({ status: 'loaded', invitation }),
      (error: ApiError) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  function tryAgain() {
    setState({ status: 'loading' });
    setRequest(requestInvitation(invitationId, { again: true }));
  }

  return [state, tryAgain];
}
