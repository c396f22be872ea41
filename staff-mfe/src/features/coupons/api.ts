import { API_PATHS, apiPath, type CouponInput, type StaffCoupon } from '@party/domain';
import { baseApi, replaceSaved, whenSaved } from '@party/shared-ui';
import { readPage } from '../../shared/staff-queries';

type Coupons = { coupons: StaffCoupon[] };

/**
 * The venue's coupons (decision 040). A change answers the coupon as saved, which replaces it in
 * the list here: no second read, and no tag of the shared API's to keep in step.
 */
export const couponsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<Coupons, void>(readPage(API_PATHS.staffCoupons)),
    createCoupon: build.mutation<StaffCoupon, CouponInput>({
      query: (body) => ({ url: API_PATHS.staffCoupons, method: 'POST', body }),
      onQueryStarted: whenSaved((coupon, dispatch) => {
        dispatch(couponsApi.util.updateQueryData('getCoupons', undefined, (list) => void list.coupons.unshift(coupon)));
      }),
      invalidatesTags: ['StaffAudit'],
    }),
    /** The coupon's terms (or disabled) at the version it was read: 409 'changed-meanwhile' carries the coupon as it now is. */
    changeCoupon: build.mutation<StaffCoupon, { id: string; change: CouponInput & { version: number } }>({
      query: ({ id, change }) => ({ url: apiPath(API_PATHS.staffCoupon, { id }), method: 'PUT', body: change }),
      onQueryStarted: whenSaved((coupon, dispatch) => {
        dispatch(replaceCoupon(coupon));
      }),
      invalidatesTags: ['StaffAudit'],
    }),
  }),
});

/** Puts a coupon as the API answered it (a change, or the one saved meanwhile) in the list. */
export const replaceCoupon = (coupon: StaffCoupon) =>
  couponsApi.util.updateQueryData('getCoupons', undefined, (list) => replaceSaved(list.coupons, coupon, 'id'));

export const { useGetCouponsQuery, useCreateCouponMutation, useChangeCouponMutation } = couponsApi;
