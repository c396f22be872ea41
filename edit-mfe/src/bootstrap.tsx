import { lazy } from 'react';
import { SITE_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';

// Each page in a chunk of its own, as the shell loads it: one graph of all four pages would want
// the stylesheets they share in an order of its own (the confirmation's imports first), which no
// page has on the site (mini-css-extract's "Conflicting order" warnings).
const ConfirmationPage = lazy(() => import('./pages/confirmation-page'));
const EditBookingPage = lazy(() => import('./pages/edit-booking-page'));
const FindBookingPage = lazy(() => import('./pages/find-booking-page'));
const PayNowPage = lazy(() => import('./pages/pay-now-page'));

mountStandalone([
  { path: SITE_ROUTES.bookingEdit, element: <EditBookingPage /> },
  { path: SITE_ROUTES.bookingPayment, element: <PayNowPage /> },
  { path: SITE_ROUTES.bookingSuccess, element: <ConfirmationPage /> },
  { path: SITE_ROUTES.findBooking, element: <FindBookingPage /> },
]);
