/**
 * The modules there is one of per page, by the names they are shared under (tooling/webpack-config.ts
 * shares them; the release gate, scripts/releases/gate.ts, checks a release's against the shell's).
 * Deep imports of React and its DOM renderer (`react/jsx-runtime`, `react-dom/client`) are shared
 * under their own names, each a singleton with its package.
 */
export const toastShareKey = '@party/shared-ui/toast';
export const venueShareKey = '@party/shared-ui/venue';
export const singletonPackages = ['react', 'react-dom'] as const;
export const routerShareKey = 'react-router-dom';

/** Whether a name in an mf-manifest.json's `shared` list is one of the page's singletons. */
export function isSharedSingleton(name: string): boolean {
  return (
    [routerShareKey, toastShareKey, venueShareKey].includes(name) ||
    singletonPackages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`))
  );
}
