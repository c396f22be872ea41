import { sharedMismatches, type ManifestShared } from './gate';

/** The shared list of a manifest as webpack writes it (the names and fields of a real build's). */
function manifest(react: string, extra: ManifestShared[] = []) {
  return {
    shared: [
      { name: 'react', version: react, requiredVersion: `^${react}` },
      { name: 'react/jsx-runtime', version: react, requiredVersion: `^${react}` },
      { name: 'react-dom', version: react, requiredVersion: `^${react}` },
      { name: 'react-dom/client', version: react, requiredVersion: `^${react}` },
      { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5' },
      { name: '@party/shared-ui/toast', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: '@party/shared-ui/venue', version: '1.0.0', requiredVersion: '^1.0.0' },
      ...extra,
    ],
  };
}

const shell = manifest('19.3.1');

test('a release built against the React the shell provides is accepted', () => {
  expect(sharedMismatches(shell, manifest('19.3.1'))).toEqual([]);
});

test("a release built against an older React within the shell's range is accepted", () => {
  expect(sharedMismatches(shell, manifest('19.0.0'))).toEqual([]);
});

test('a release built against another major React is refused, naming each React module', () => {
  const mismatches = sharedMismatches(shell, manifest('20.0.0'));
  expect(mismatches.map((m) => m.message)).toEqual([
    'react: the release needs ^20.0.0; the shell provides 19.3.1',
    'react/jsx-runtime: the release needs ^20.0.0; the shell provides 19.3.1',
    'react-dom: the release needs ^20.0.0; the shell provides 19.3.1',
    'react-dom/client: the release needs ^20.0.0; the shell provides 19.3.1',
  ]);
});

test('a newer minor React than the shell has is refused: the page would run the older one', () => {
  expect(sharedMismatches(shell, manifest('19.4.0')).map((m) => m.name)).toContain('react');
});

test('a singleton the shell does not provide is named', () => {
  const withoutVenue = { shared: shell.shared.filter((entry) => entry.name !== '@party/shared-ui/venue') };
  expect(sharedMismatches(withoutVenue, manifest('19.3.1'))).toEqual([
    {
      name: '@party/shared-ui/venue',
      required: '^1.0.0',
      message: '@party/shared-ui/venue: the release needs ^1.0.0; the shell does not provide it',
    },
  ]);
});

test('the router and the toasts are checked like React', () => {
  const release = {
    shared: [
      { name: 'react-router-dom', version: '8.0.0', requiredVersion: '^8.0.0' },
      { name: '@party/shared-ui/toast', version: '2.0.0', requiredVersion: '^2.0.0' },
    ],
  };
  expect(sharedMismatches(shell, release).map((m) => m.name)).toEqual(['react-router-dom', '@party/shared-ui/toast']);
});

test('what is not a singleton is bundled by each container and not checked', () => {
  const release = { shared: [{ name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.21' }] };
  expect(sharedMismatches(shell, release)).toEqual([]);
});

test('without a range of its own, a release needs the version it was built with', () => {
  const release = { shared: [{ name: 'react', version: '20.1.0', requiredVersion: false as const }] };
  expect(sharedMismatches(shell, release)[0]?.message).toBe('react: the release needs ^20.1.0; the shell provides 19.3.1');
});
