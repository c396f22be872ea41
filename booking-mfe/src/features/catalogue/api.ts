import type { Addon, AdultFoodItem, IsoDate, KidsFoodItem, Package, Room, TimeSlot } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// What the party-details and food steps read (SPEC.md §7). Endpoint names carry "Party": every
// remote injects into the one shared base API, so names must not clash with another remote's.

export interface TimeSlotsArgs {
  date: IsoDate;
  /** The chosen package's length in hours, so that a slot is offered only when the party fits. */
  duration?: number;
}

export interface RoomsArgs {
  time: string;
  numberOfKids: number;
  date: IsoDate;
  duration: number;
}

export interface FoodItems {
  kidsFood: KidsFoodItem[];
  adultsFood: AdultFoodItem[];
}

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPartyPackages: build.query<Package[], void>({
      query: () => '/packages',
      providesTags: [{ type: 'Catalogue', id: 'packages' }],
    }),
    getPartyUnavailableDates: build.query<string[], void>({
      query: () => '/unavailable-dates',
      providesTags: [{ type: 'Catalogue', id: 'unavailable-dates' }],
    }),
    // Availability changes with every booking: never kept once unused, asked again on every visit.
    getPartyTimeSlots: build.query<TimeSlot[], TimeSlotsArgs>({
      query: ({ date, duration }) => ({ url: '/get-time-slots', params: duration ? { date, duration } : { date } }),
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'TimeSlots', id: 'LIST' }],
    }),
    getPartyRooms: build.query<Room[], RoomsArgs>({
      query: ({ time, numberOfKids, date, duration }) => ({
        url: '/roomss3',
        params: { timeSlots: time, numberOfKids, date, duration },
      }),
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Rooms', id: 'LIST' }],
    }),
    getPartyFoodItems: build.query<FoodItems, void>({
      query: () => '/food-items',
      providesTags: [{ type: 'Catalogue', id: 'food-items' }],
    }),
    getPartyAddons: build.query<Addon[], void>({
      query: () => '/addons',
      providesTags: [{ type: 'Catalogue', id: 'addons' }],
    }),
  }),
});

export const {
  useGetPartyPackagesQuery,
  useGetPartyUnavailableDatesQuery,
  useGetPartyTimeSlotsQuery,
  useGetPartyRoomsQuery,
  useGetPartyFoodItemsQuery,
  useGetPartyAddonsQuery,
} = catalogueApi;
