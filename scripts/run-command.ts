/**
 * Runs a command line's main and exits with the code it answers; a failure prints its message
 * alone (no stack: the person at the terminal needs what went wrong, not where) and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
