import { StrictMode, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
}

/**
 * Mounts a remote's pages on their own, with a minimal router, so that its team can develop it
 * without the shell (`npm run dev -w <remote>`). In the site the shell's router is used instead.
 * A route's element may be a lazy page (loaded in a chunk of its own, as the shell loads it).
 */
export function mountStandalone(routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-4)' }}>
          <Suspense fallback={null}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
