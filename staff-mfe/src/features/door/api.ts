import { API_PATHS, apiPath, type AttendanceFormInput, type StaffCheckInBody, type StaffDoor, type StaffDoorParty } from '@party/domain';
import { baseApi, replaceSaved, whenSaved } from '@party/shared-ui';
import { readByKey, staffBookingTag, staffDayTag } from '../../shared/staff-queries';

/** The day's door, as cached: one entry per date. */
const doorArgs = (date: string) => date;

/** The door's tag: a day's, apart from the run sheet's and the kitchen sheet's (which share the date). */
const doorTag = (date: string) => ({ type: 'StaffDay' as const, id: `door-${date}` });

/** The party's door in the day's answer, replaced by the one the API answered. */
const withParty = (door: StaffDoor, party: StaffDoorParty) => replaceSaved(door.parties, party, 'reference');

/**
 * What a check-in or a walk-in invalidates. The door is read again too, as another tablet's taps
 * may have changed it: RTK Query delays an invalidation until every query and mutation in flight
 * has settled (its default 'delayed' invalidationBehavior), so the read comes after the last tap's
 * answer, never between a tap and its answer, and a read that left before the tap is followed by
 * one that comes after it. The run sheet's counts and the booking's page follow.
 */
const changedAtTheDoor = (_result: unknown, _error: unknown, { date, reference }: { date: string; reference: string }) => [
  doorTag(date),
  staffDayTag(date),
  staffBookingTag(reference),
  'StaffAudit' as const,
];

export const doorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each live party of the day with its children, their forms and check-ins. */
    // Another tablet checks children in too: read again whenever the page opens (and polled).
    getDoor: build.query<StaffDoor, string>(readByKey((date) => apiPath(API_PATHS.staffDoor, { date }), doorTag)),
    /**
     * A child checked in or undone. Optimistic: the tap shows at once (a check-in is safe to show
     * early: the API makes it exactly once), and is put back if the API refuses it.
     */
    setCheckIn: build.mutation<StaffDoorParty, { date: string; reference: string; body: StaffCheckInBody; by: string }>({
      query: ({ reference, body }) => ({ url: apiPath(API_PATHS.staffBookingCheckIns, { reference }), method: 'PUT', body }),
      async onQueryStarted({ date, reference, body, by }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          doorApi.util.updateQueryData('getDoor', doorArgs(date), (door) => {
            const party = door.parties.find((p) => p.reference === reference);
            const child = party?.children.find((c) => c.familyKey === body.familyKey && c.childKey === body.childKey);
            if (!party || !child || Boolean(child.checkedIn) === body.checkedIn) return;
            child.checkedIn = body.checkedIn ? { at: new Date().toISOString(), by } : null;
            party.counts.checkedIn += body.checkedIn ? 1 : -1;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(doorApi.util.updateQueryData('getDoor', doorArgs(date), (door) => withParty(door, data)));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: changedAtTheDoor,
    }),
    /** A child not on the list: the attendance form filled on the tablet, the children checked in. */
    takeWalkIn: build.mutation<StaffDoorParty, { date: string; reference: string; form: AttendanceFormInput }>({
      query: ({ reference, form }) => ({ url: apiPath(API_PATHS.staffBookingWalkIns, { reference }), method: 'POST', body: form }),
      // A refusal the dialog shows, keeping what was typed.
      onQueryStarted: whenSaved((party, dispatch, { date }) => {
        dispatch(doorApi.util.updateQueryData('getDoor', doorArgs(date), (door) => withParty(door, party)));
      }),
      invalidatesTags: changedAtTheDoor,
    }),
  }),
});

export const { useGetDoorQuery, useSetCheckInMutation, useTakeWalkInMutation } = doorApi;
