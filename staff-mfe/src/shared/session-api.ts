import { API_PATHS, type StaffSession, type StaffSignIn } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// Who is signed in (GET /api/staff/session: 401 without a session), signing in and signing out.
// Every staff page reads the session first: it says who is signed in and what the role may do.

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<StaffSession, void>({
      query: () => API_PATHS.staffSession,
    }),
    signIn: build.mutation<StaffSession, StaffSignIn>({
      query: (body) => ({ url: API_PATHS.staffSignIn, method: 'POST', body }),
    }),
    // Every state-changing staff request carries a JSON body (decision 032): an empty one here.
    signOut: build.mutation<void, void>({
      query: () => ({ url: API_PATHS.staffSignOut, method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSessionQuery, useSignInMutation, useSignOutMutation } = sessionApi;
