import type { RemotePageModule } from '@party/shared-ui';
import type { RemoteName } from './remote-names';

/** Every exposed page module default-exports its page component (shared-ui's ssr/page-data.ts). */
export type PageModule = RemotePageModule;

/** A remote page that could not be loaded: its server is down, its manifest or a chunk is bad. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    options: { cause?: unknown; reason?: string } = {},
  ) {
    super(`The "${remote}" remote could not be loaded${options.reason ? `: ${options.reason}` : ''}`, {
      cause: options.cause,
    });
    this.name = 'RemoteLoadError';
  }
}
