import { useEffect, useState } from 'react';
import type { Invitation } from '@party/domain';
import type { ApiError } from '@party/shared-ui';
import { forgetInvitation, requestInvitation } from './api';
import type { PreparedInvitation } from './prepared-invitation';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'loaded'; invitation: Invitation }
  | { status: 'failed'; error: ApiError };

/** The state the server rendered the page in: its invitation, or its failure. */
function preparedState(prepared: PreparedInvitation): InvitationState {
  if ('invitation' in prepared) return { status: 'loaded', invitation: prepared.invitation };
  const error: ApiError =
    prepared.errorStatus === null
      ? { status: 'FETCH_ERROR', error: 'The API could not be reached' }
      : { status: prepared.errorStatus, data: '' };
  return { status: 'failed', error };
}

/**
 * The invitation of `invitationId` as the page shows it: loading, loaded or failed, and a way to
 * ask again. Rendered by the server, the page starts from what the server read (`prepared`), on
 * the server and in the browser alike, and asks nothing until Try again. Otherwise the request
 * starts with the first render, not after it, once per visit of the page.
 */
export function useInvitation(invitationId: string, prepared?: PreparedInvitation): [InvitationState, tryAgain: () => void] {
  const [request, setRequest] = useState(() => (prepared ? undefined : requestInvitation(invitationId)));
  const [state, setState] = useState<InvitationState>(() => (prepared ? preparedState(prepared) : { status: 'loading' }));

  // Leaving the page forgets the request: the next visit asks again.
  useEffect(() => () => forgetInvitation(invitationId), [invitationId]);

  useEffect(() => {
    if (!request) return undefined;
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
