// The venue the browser tests' API is deployed with (global-setup.ts): its phone and address are
// not the sample venue's, so a page or an email showing those would be showing a venue it did
// not read from the API. Its name and email are left to the sample's.

export const TEST_VENUE = {
  phone: '(02) 9555 0199',
  tel: 'tel:0295550199',
  address: '7 Test Avenue, Parramatta NSW 2150',
} as const;

/** The sample venue's phone (api/src/venue.ts), which nothing may show in these tests. */
export const SAMPLE_PHONE = '(02) 9555 0123';

/** The token of the venue's own calls (recording a refund made) on the tests' API. */
export const TEST_VENUE_ADMIN_TOKEN = 'e2e-venue-admin-token-0123456789abcdef';

export const TEST_VENUE_SETTINGS = { VENUE_PHONE: TEST_VENUE.phone, VENUE_ADDRESS: TEST_VENUE.address, VENUE_ADMIN_TOKEN: TEST_VENUE_ADMIN_TOKEN };
