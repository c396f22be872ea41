// The entry of the shell's Node build. Its one export loads the renderer behind an async
// boundary, as index.ts does in the browser: the federation runtime sets up the shared modules
// (React and friends) before any code that imports them runs.
import type { PreparedResponse, RenderRequest } from './page-contract';

export type { PreparedResponse, RenderRequest };

export async function prepareResponse(request: RenderRequest): Promise<PreparedResponse> {
  const { prepareResponse: prepare } = await import('./render-page');
  return prepare(request);
}
