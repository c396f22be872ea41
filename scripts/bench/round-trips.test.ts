import { roundTripsTo } from './round-trips';

const request = (url: string, sentMs: number, doneMs: number) => ({ url, sentMs, doneMs });

test('a waterfall counts one round trip per step', () => {
  const requests = [
    request('page', 0, 150),
    request('main.js', 160, 320),
    request('remotes.json', 330, 480),
    request('mf-manifest.json', 490, 640),
  ];
  expect(roundTripsTo(1000, requests)).toEqual({ count: 4, chain: ['page', 'main.js', 'remotes.json', 'mf-manifest.json'] });
});

test('requests sent together count once', () => {
  const requests = [
    request('page', 0, 150),
    request('main.js', 160, 320),
    request('react.js', 170, 330),
    request('remoteEntry.js', 175, 340),
    request('page.js', 350, 500),
  ];
  expect(roundTripsTo(1000, requests).count).toBe(3);
});

test('requests done after the largest paint do not count', () => {
  const requests = [request('page', 0, 150), request('main.js', 160, 320), request('late.js', 400, 550)];
  expect(roundTripsTo(360, requests)).toEqual({ count: 2, chain: ['page', 'main.js'] });
});

test('the longest chain wins over an earlier, shorter one', () => {
  const requests = [
    request('page', 0, 150),
    request('slow.js', 160, 900),
    request('a.js', 170, 300),
    request('b.js', 310, 450),
    request('c.js', 460, 600),
  ];
  expect(roundTripsTo(1000, requests).chain).toEqual(['page', 'a.js', 'b.js', 'c.js']);
});

test('no requests, no round trips', () => {
  expect(roundTripsTo(1000, [])).toEqual({ count: 0, chain: [] });
});
