// A job every API process repeats while it runs: the email sender (decision 017), the reminders'
// planner (065) and the forms' eraser (062). Each run of `work` is followed by a wait of `everyMs`,
// unless it answers true (more to do at once: the sender's next email). A run that fails is given to
// `failed` (the database unreachable for a moment) and the job goes on after the usual wait.
// Stopping ends the wait at once and waits for a run under way to finish.

export interface Repeating {
  stop(): Promise<void>;
}

export function startRepeating(work: () => Promise<boolean | void>, everyMs: number, failed: (error: unknown) => void): Repeating {
  let stopped = false;
  let wake: (() => void) | undefined;

  async function run(): Promise<void> {
    while (!stopped) {
      let again: boolean | void = false;
      try {
        again = await work();
      } catch (error) {
        failed(error);
      }
      if (again || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, everyMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  const running = run();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
