import { API_PATHS, apiPath, type Closure, type ClosureInput, type ClosureSave, type StaffCatalogue, type VenueChangePreview } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH } from '../../shared/staff-queries';

// Closed days and blocked times (GET, POST /api/staff/closures, POST .../{id}/remove), and the rooms
// a block can name (the staff catalogue's). Read again after every change: no tag is shared with
// another page, and the list is small.
export const availabilityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The closures of the days from `from` to `to` (both included, at most 366 days). */
    getClosures: build.query<{ closures: Closure[] }, { from: string; to: string }>({
      query: (range) => ({ url: API_PATHS.staffClosures, params: range }),
      ...READ_AFRESH,
    }),
    /** The rooms, hidden ones included (a room out of use may still be blocked). */
    getRoomsToBlock: build.query<StaffCatalogue['rooms'], void>({
      query: () => API_PATHS.staffCatalogue,
      transformResponse: (catalogue: StaffCatalogue) => catalogue.rooms,
      ...READ_AFRESH,
    }),
    /** The live bookings a closure would fall on, each with its customer (decision 059): nothing is saved. */
    previewClosure: build.mutation<VenueChangePreview, ClosureInput>({
      query: (closure) => ({ url: API_PATHS.staffClosurePreview, method: 'POST', body: closure }),
    }),
    /** Closes a day or blocks a time with a decision per booking it touches: answers the closure with the live bookings still on it. */
    createClosure: build.mutation<Closure, ClosureSave>({
      query: (closure) => ({ url: API_PATHS.staffClosures, method: 'POST', body: closure }),
    }),
    /** Opens again what a closure closed. */
    removeClosure: build.mutation<void, string>({
      query: (id) => ({ url: apiPath(API_PATHS.staffClosureRemove, { id }), method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetClosuresQuery, useGetRoomsToBlockQuery, usePreviewClosureMutation, useCreateClosureMutation, useRemoveClosureMutation } = availabilityApi;
