import { pagePolicy, remoteOrigins } from './page-policy';

test.each([
  { name: 'each manifest gives its origin, once', json: { booking: 'http://localhost:3001/mf-manifest.json', edit: 'http://localhost:3001/v2/mf-manifest.json' }, origins: ['http://localhost:3001'] },
  { name: 'a remote on a CDN under a path gives the CDN', json: { booking: 'https://cdn.example.com/booking/42/mf-manifest.json' }, origins: ['https://cdn.example.com'] },
  { name: "a site-relative manifest is the site's own ('self')", json: { booking: '/remotes/booking/mf-manifest.json' }, origins: [] },
  { name: 'no script scheme gets in', json: { booking: 'javascript:alert(1)', edit: 'data:text/javascript,1', afterhours: 42 }, origins: [] },
  { name: 'a file that is not an object allows nothing', json: ['http://localhost:3001/mf-manifest.json'], origins: [] },
])('$name', ({ json, origins }) => {
  expect(remoteOrigins(json)).toEqual(origins);
});

test('with no remotes, the page may load only from its own origin', () => {
  expect(pagePolicy([])).toBe(
    "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
});
