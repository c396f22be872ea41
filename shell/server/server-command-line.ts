// The command line of the site's servers (site-server.ts, staff-site.ts): the options both take,
// and what each does once its server has started.

/** --dir (the built files), --port, --host and --api (the API's address), for node:util's parseArgs. */
export const serverCommandOptions = {
  dir: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  api: { type: 'string' },
} as const;

/**
 * A server's command line once it has started it: says what it serves where, closes the server
 * on SIGINT or SIGTERM, and exits with an error when the server could not start.
 */
export function serveUntilStopped(started: Promise<{ close(): Promise<unknown> }>, serving: string): void {
  started.then(
    (app) => {
      console.log(`Serving ${serving}`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => void app.close().then(() => process.exit(0)));
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
