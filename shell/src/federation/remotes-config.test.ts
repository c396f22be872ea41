import { browserEntryOf, parseRemotesConfig } from './remotes-config';

test.each([
  {
    name: 'keeps each known remote with an http(s) manifest URL',
    json: { booking: 'http://localhost:3001/mf-manifest.json', edit: 'https://cdn.example.com/edit/v2/mf-manifest.json' },
    expected: { booking: 'http://localhost:3001/mf-manifest.json', edit: 'https://cdn.example.com/edit/v2/mf-manifest.json' },
  },
  {
    name: 'accepts a manifest on the site itself',
    json: { invitation: '/remotes/invitation/mf-manifest.json' },
    expected: { invitation: '/remotes/invitation/mf-manifest.json' },
  },
  {
    name: 'drops names the shell does not know',
    json: { booking: 'http://localhost:3001/mf-manifest.json', payments: 'http://localhost:3009/mf-manifest.json' },
    expected: { booking: 'http://localhost:3001/mf-manifest.json' },
  },
  {
    name: 'drops entries that are not URLs',
    json: { booking: 42, edit: 'javascript:alert(1)', afterhours: '' },
    expected: {},
  },
])('$name', ({ json, expected }) => {
  expect(parseRemotesConfig(json)).toEqual(expected);
});

test.each([
  { name: 'an array', json: [] },
  { name: 'null', json: null },
  { name: 'a string', json: 'http://localhost:3001/mf-manifest.json' },
])('refuses $name', ({ json }) => {
  expect(() => parseRemotesConfig(json)).toThrow('remotes.json must be an object of remote names to manifest URLs');
});

test.each([
  { manifest: 'http://localhost:3001/mf-manifest.json', entry: 'http://localhost:3001/remoteEntry.js' },
  { manifest: 'https://cdn.example.com/edit/v2/mf-manifest.json', entry: 'https://cdn.example.com/edit/v2/remoteEntry.js' },
  { manifest: '/remotes/invitation/mf-manifest.json', entry: 'http://localhost/remotes/invitation/remoteEntry.js' },
])('the browser loads the remote at $manifest from its entry beside it', ({ manifest, entry }) => {
  expect(browserEntryOf(manifest)).toBe(entry);
});
