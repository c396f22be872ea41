import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

// Server rendering in a component test (docs/decisions/029): a page rendered to markup as the
// shell's server renders it, then hydrated in the same document as the browser hydrates it. Every
// hydration mismatch React reports, and every console error, is collected: a test expects none.
// Imported by its path (`@party/shared-ui/src/test/hydration`), only from tests.

export interface Hydrated {
  /** The server's markup. */
  html: string;
  container: HTMLElement;
  /** React's recoverable errors (a mismatch) and console errors, as text. */
  errors: string[];
  unmount(): void;
}

/** A page at a path, inside a router whose route gives its parameters, as the shell mounts it. */
export function atRoute(path: string, route: string, page: ReactElement): ReactElement {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
    </MemoryRouter>
  );
}

/**
 * Renders `serverElement` to markup, then hydrates it with `browserElement` (by default the same):
 * what the server sent, made live. Settles once React has finished hydrating.
 */
export async function renderOnServerThenHydrate(serverElement: ReactElement, browserElement: ReactElement = serverElement): Promise<Hydrated> {
  const errors: string[] = [];
  const html = renderToString(serverElement);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, browserElement, {
        onRecoverableError: (error) => errors.push(`recoverable: ${error instanceof Error ? error.message : String(error)}`),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return {
    html,
    container,
    errors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
