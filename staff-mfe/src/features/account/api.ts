import { API_PATHS, apiPath, type StaffOwnSessions } from '@party/domain';
import { baseApi, whenSaved } from '@party/shared-ui';
import { readPage } from '../../shared/staff-queries';

/** One's own sessions (/account, every signed-in member; decision 040). An end answers the sessions left, shown at once. */
const showSessionsLeft = whenSaved((sessions: StaffOwnSessions, dispatch) => {
  dispatch(accountApi.util.upsertQueryData('getOwnSessions', undefined, sessions));
});

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnSessions: build.query<StaffOwnSessions, void>(readPage(API_PATHS.staffOwnSessions)),
    endSession: build.mutation<StaffOwnSessions, string>({
      query: (id) => ({ url: apiPath(API_PATHS.staffOwnSessionEnd, { id }), method: 'POST', body: {} }),
      onQueryStarted: showSessionsLeft,
    }),
    endOtherSessions: build.mutation<StaffOwnSessions, void>({
      query: () => ({ url: API_PATHS.staffOwnOtherSessionsEnd, method: 'POST', body: {} }),
      onQueryStarted: showSessionsLeft,
    }),
  }),
});

export const { useGetOwnSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = accountApi;
