import { preloadRoute } from './preload';
import { remotesReady, startLoadingRemotePage } from './remote-registry';

jest.mock('./remote-registry', () => ({
  remotesReady: jest.fn(() => Promise.resolve({})),
  startLoadingRemotePage: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

test("a page with the site's layout starts its remote page and the layout", () => {
  const loadLayout = jest.fn(() => Promise.resolve());
  preloadRoute('/booking-edit/abc', loadLayout);
  expect(remotesReady).toHaveBeenCalled();
  expect(startLoadingRemotePage).toHaveBeenCalledWith('edit', 'EditBookingPage');
  expect(loadLayout).toHaveBeenCalled();
});

test('the invitation starts its remote page, never the header and footer', () => {
  const loadLayout = jest.fn(() => Promise.resolve());
  preloadRoute('/booking-invitation/xyz', loadLayout);
  expect(startLoadingRemotePage).toHaveBeenCalledWith('invitation', 'InvitationPage');
  expect(loadLayout).not.toHaveBeenCalled();
});

test('the 404 starts no remote page, and the layout it is shown in', () => {
  const loadLayout = jest.fn(() => Promise.resolve());
  preloadRoute('/no-such-page', loadLayout);
  expect(startLoadingRemotePage).not.toHaveBeenCalled();
  expect(loadLayout).toHaveBeenCalled();
});

test("a page the server could not show starts only the layout: Try again loads the remote page anew", () => {
  const loadLayout = jest.fn(() => Promise.resolve());
  preloadRoute('/book-now', loadLayout, { remotePage: false });
  expect(startLoadingRemotePage).not.toHaveBeenCalled();
  expect(loadLayout).toHaveBeenCalled();
});
