/**
 * Runs the steps it is given one after another, in the order they were given, each once the one
 * before has settled (a failed step does not stop the next). A transaction holds one connection,
 * which answers one statement at a time: statements a service sends together (`Promise.all`)
 * wait their turn here. pg queued them itself until 8.x, and warns that 9.0 will not.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(step: () => Promise<T>): Promise<T> => {
    const next = last.then(step);
    last = next.catch(() => undefined);
    return next;
  };
}
