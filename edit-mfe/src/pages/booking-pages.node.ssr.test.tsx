/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SITE_ROUTES } from '@party/domain';
import { VenueOfRequest, type RemotePageModule } from '@party/shared-ui';
import { pageRequest } from '@party/shared-ui/src/test/page-request';
import { testVenue } from '@party/shared-ui/src/test/venue-fixtures';
import { atRoute } from '@party/shared-ui/src/test/hydration';
import { server } from '../test/server';
import * as ConfirmationPage from './confirmation-page';
import * as EditBookingPage from './edit-booking-page';
import * as PayNowPage from './pay-now-page';

// The pages as the shell's server renders them, in Node: no window, no document, no storage, and
// a store of their own per render, started from what preparePage read (booking-pages.ssr.test.tsx
// hydrates them in a browser).

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test.each([
  { name: 'edit page', path: '/booking-edit/bk_1', route: SITE_ROUTES.bookingEdit, page: EditBookingPage, heading: 'Edit Your Booking' },
  { name: 'pay-now page', path: '/booking-payment/bk_1', route: SITE_ROUTES.bookingPayment, page: PayNowPage, heading: 'Pay for Your Party' },
  { name: 'confirmation page', path: '/booking-success/bk_1', route: SITE_ROUTES.bookingSuccess, page: ConfirmationPage, heading: 'Thank You for Your Booking!' },
])('the $name renders in Node with the booking it prepared', async ({ path, page, route, heading }: { path: string; page: RemotePageModule; route: string; heading: string }) => {
  expect(typeof window).toBe('undefined');
  const prepared = await page.preparePage!(pageRequest(path, { id: 'bk_1' }));
  const data = JSON.parse(JSON.stringify(prepared.data)) as typeof prepared.data;
  const { default: Page } = page;
  // The shell's server hands down the venue it read for the request.
  const html = renderToString(<VenueOfRequest venue={testVenue}>{atRoute(path, route, <Page data={data} />)}</VenueOfRequest>);
  expect(html).toContain(`>${heading}</h1>`);
  expect(html).toContain('Mia Nguyen');
  expect(html).not.toContain('Loading your booking');
});
