import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { DocumentTitle } from './document-title';
import { RemotePage } from './remote-page';

const bookingPage = (
  <DocumentTitle title="Book a party">
    <RemotePage remote="booking" page="BookingPage" label="party booking" />
  </DocumentTitle>
);

const afterHoursPage = (
  <DocumentTitle title="After-hours hire">
    <RemotePage remote="afterhours" page="AfterHoursPage" label="after-hours booking" />
  </DocumentTitle>
);

/** The route table of the spec (SPEC.md §2). Each path maps to a page exposed by a remote. */
export function AppRoutes() {
  return (
    <Routes>
      {/* Guests open the invitation from an SMS: it stands alone, without header and footer. */}
      <Route
        path="/booking-invitation/:id"
        element={
          <main id="main">
            <DocumentTitle title="Party invitation">
              <RemotePage remote="invitation" page="InvitationPage" label="invitation" />
            </DocumentTitle>
          </main>
        }
      />
      <Route element={<SiteLayout />}>
        <Route path="/" element={bookingPage} />
        <Route path="/book-your-party" element={bookingPage} />
        <Route path="/book-now" element={bookingPage} />
        <Route
          path="/booking-edit/:id"
          element={
            <DocumentTitle title="Edit your booking">
              <RemotePage remote="edit" page="EditBookingPage" label="booking edit" />
            </DocumentTitle>
          }
        />
        <Route path="/book-your-party/after-hours" element={afterHoursPage} />
        <Route path="/book-your-party/after-hours/edit/:bookingId" element={afterHoursPage} />
        <Route
          path="/booking-payment/:id"
          element={
            <DocumentTitle title="Pay for your booking">
              <RemotePage remote="edit" page="PayNowPage" label="payment" />
            </DocumentTitle>
          }
        />
        <Route
          path="/booking-success/:id"
          element={
            <DocumentTitle title="Booking confirmation">
              <RemotePage remote="edit" page="ConfirmationPage" label="booking confirmation" />
            </DocumentTitle>
          }
        />
        <Route
          path="*"
          element={
            <DocumentTitle title="Page not found">
              <NotFoundPage />
            </DocumentTitle>
          }
        />
      </Route>
    </Routes>
  );
}
