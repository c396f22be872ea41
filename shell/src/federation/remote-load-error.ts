import type { RemoteName } from './remote-names';

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
