import type { Logger } from '../logging';
import { startRepeating } from '../repeating';
import { queueDueReminders, type PlanDeps } from './plan-reminders';

// The reminders' scheduler (decision 065): every API process runs one, as it runs an email sender.
// Each looks every `everyMs` for the reminders due and queues them; a reminder's fact key makes it
// one email whichever process, or how many, found it first. The sender then delivers it.

export interface ReminderScheduler {
  /** Stops looking, and waits for a look under way to finish. */
  stop(): Promise<void>;
}

export function startReminderScheduler(deps: PlanDeps, everyMs: number, log: Logger & { info(details: object, message: string): void }): ReminderScheduler {
  return startRepeating(
    async () => {
      const queued = await queueDueReminders(deps);
      if (queued > 0) log.info({ queued }, 'reminders queued');
    },
    everyMs,
    // The database is unreachable for a moment: look again after the usual wait. Only the error's
    // message is logged: nothing of a party or a family.
    (error) => log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the reminders could not be planned'),
  );
}
