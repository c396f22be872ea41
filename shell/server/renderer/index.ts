// The entry of the shell's Node build. Its one export loads the renderer behind an async
// boundary, as index.ts does in the browser: the federation runtime sets up the shared modules
// (React and friends) before any code that imports them runs.
import type { PageRequest, PreparedResponse } from './page-contract';

export type { PageRequest, PreparedResponse };

export async function preparePage(request: PageRequest): Promise<PreparedResponse> {
  const { preparePage: prepare } = await import('./render-page');
  return prepare(request);
}
