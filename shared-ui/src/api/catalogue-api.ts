import type { Addon, FoodItems, IsoDate, Package, Room, TimeSlot } from '@party/domain';
import { baseApi } from './base-api';

// What every flow reads of the venue's catalogue (SPEC.md §7 "Reads", docs/api-contract.md).

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

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<Package[], void>({
      query: () => '/packages',
      providesTags: [{ type: 'Catalogue', id: 'packages' }],
    }),
    getUnavailableDates: build.query<string[], void>({
      query: () => '/unavailable-dates',
      providesTags: [{ type: 'Catalogue', id: 'unavailable-dates' }],
    }),
    // Availability changes with every booking: never kept once unused, asked again on every visit.
    getTimeSlots: build.query<TimeSlot[], TimeSlotsArgs>({
      query: ({ date, duration }) => ({ url: '/get-time-slots', params: duration ? { date, duration } : { date } }),
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'TimeSlots', id: 'LIST' }],
    }),
    getRooms: build.query<Room[], RoomsArgs>({
      query: ({ time, numberOfKids, date, duration }) => ({
        url: '/roomss3',
        params: { timeSlots: time, numberOfKids, date, duration },
      }),
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Rooms', id: 'LIST' }],
    }),
    getFoodItems: build.query<FoodItems, void>({
      query: () => '/food-items',
      providesTags: [{ type: 'Catalogue', id: 'food-items' }],
    }),
    getAddons: build.query<Addon[], void>({
      query: () => '/addons',
      providesTags: [{ type: 'Catalogue', id: 'addons' }],
    }),
  }),
});

export const {
  useGetPackagesQuery,
  useGetUnavailableDatesQuery,
  useGetTimeSlotsQuery,
  useGetRoomsQuery,
  useGetFoodItemsQuery,
  useGetAddonsQuery,
} = catalogueApi;
