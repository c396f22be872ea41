/**
 * Everything the bench starts (servers, browsers, builds) registers how to stop it here, so that
 * it is stopped on success, on failure and on Ctrl-C alike.
 */
type Stop = () => Promise<void> | void;

const stops = new Set<Stop>();

/** Registers a stop; calling the returned function runs it now and forgets it. */
export function onCleanup(stop: Stop): () => Promise<void> {
  stops.add(stop);
  return async () => {
    if (!stops.delete(stop)) return;
    await stop();
  };
}

/** Stops everything still running, newest first; a stop that fails does not keep others running. */
export async function cleanUpAll(): Promise<void> {
  for (const stop of [...stops].reverse()) {
    stops.delete(stop);
    try {
      await stop();
    } catch (error) {
      console.error('Clean-up step failed:', error);
    }
  }
}
