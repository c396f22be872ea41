import { API_PATHS, type Addon, type FoodItems, type Package, type Room, type RoomsQuery, type TimeSlot, type TimeSlotsQuery } from '@party/domain';
import { baseApi } from './base-api';

// What every flow reads of the venue's catalogue (SPEC.md §7 "Reads"), typed by the contract.

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<Package[], void>({
      query: () => API_PATHS.packages,
      providesTags: [{ type: 'Catalogue', id: 'packages' }],
    }),
    getUnavailableDates: build.query<string[], void>({
      query: () => API_PATHS.unavailableDates,
      providesTags: [{ type: 'Catalogue', id: 'unavailable-dates' }],
    }),
    // Availability changes with every booking: never kept once unused, asked again on every visit.
    getTimeSlots: build.query<TimeSlot[], TimeSlotsQuery>({
      query: (params) => ({ url: API_PATHS.timeSlots, params }),
      keepUnusedDataFor: 0,
      providesTags: ['TimeSlots'],
    }),
    getFullPartyDates: build.query<string[], void>({
      query: () => API_PATHS.fullPartyDates,
      keepUnusedDataFor: 0,
      providesTags: ['TimeSlots'],
    }),
    getRooms: build.query<Room[], RoomsQuery>({
      query: (params) => ({ url: API_PATHS.rooms, params }),
      keepUnusedDataFor: 0,
      providesTags: ['Rooms'],
    }),
    getFoodItems: build.query<FoodItems, void>({
      query: () => API_PATHS.foodItems,
      providesTags: [{ type: 'Catalogue', id: 'food-items' }],
    }),
    getAddons: build.query<Addon[], void>({
      query: () => API_PATHS.addons,
      providesTags: [{ type: 'Catalogue', id: 'addons' }],
    }),
  }),
});

export const {
  useGetPackagesQuery,
  useGetUnavailableDatesQuery,
  useGetTimeSlotsQuery,
  useGetFullPartyDatesQuery,
  useGetRoomsQuery,
  useGetFoodItemsQuery,
  useGetAddonsQuery,
} = catalogueApi;
