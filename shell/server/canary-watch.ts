import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import nodemailer from 'nodemailer';
import { canaryFile, parseCanaries, readCounts, sameCanary, withdrawCanary, writeCounts, type Canaries, type Canary } from './releases/canaries';
import { DEFAULT_WITHDRAWAL, withdrawalReason, type CanaryCounts, type FailureKind, type WithdrawalPolicy } from './releases/canary-withdrawal';

// The page server's side of a canary (issue 34, docs/decisions/046 and 047): it reads which
// canaries run from the release store on every request (a stat; the file is read again only when
// it changes), counts each server render of a canary and each failure (a render that throws, times
// out or falls back, and a browser's report of a hydration error), and withdraws a canary whose
// failures, summed over every process, pass the threshold: the log says so and its team is emailed.

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** MailDev's SMTP port, as `npm start` runs it (scripts/packages.ts takes it from here). */
export const MAILDEV_SMTP_PORT = 1025;

/** The API's SMTP settings (SMTP_URL, MailDev on this machine by default, as the API's), and MAIL_FROM. */
export function mailSettingsFrom(env: NodeJS.ProcessEnv): MailSettings {
  return { smtpUrl: env.SMTP_URL?.trim() || `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`, from: env.MAIL_FROM?.trim() || 'Party site releases <releases@localhost>' };
}

export interface CanaryWatchOptions {
  storeDir: string;
  mail: MailSettings;
  policy?: WithdrawalPolicy;
  /** How this process names its counts file; host and pid by default. */
  processId?: string;
  log?: Pick<Console, 'info' | 'error'>;
  /** How long a process's counts wait before being written (renders only: a failure is written at once). */
  flushMs?: number;
}

export interface CanaryWatch {
  /** The canaries running now (read again when the store's file changes). */
  canaries(): Promise<Canaries>;
  /** A server render of the canary began. */
  rendered(canary: Canary): void;
  /** A failure of the canary; resolves once its counts are written and the threshold looked at. */
  failed(canary: Canary, kind: FailureKind, client?: string): Promise<void>;
  /** Writes what is not written yet. */
  close(): Promise<void>;
}

const minuteOf = (ms: number) => String(Math.floor(ms / 60_000) * 60_000);

/** A client's address as the counts keep it: not the address itself. */
export const clientKey = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 16);

export function canaryWatch(options: CanaryWatchOptions): CanaryWatch {
  const { storeDir, mail, policy = DEFAULT_WITHDRAWAL, log = console, flushMs = 1000 } = options;
  const processId = options.processId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const file = canaryFile(storeDir);
  let cached: { mtimeMs: number; ino: number; size: number; canaries: Canaries } | undefined;
  /** This process's counts, by canary (remote, release, start). */
  const counts = new Map<string, { canary: Canary; counts: CanaryCounts; dirty: boolean }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 });

  const keyOf = (c: Canary) => `${c.remote}\n${c.release}\n${c.startedAt}`;
  function entry(canary: Canary) {
    let found = counts.get(keyOf(canary));
    if (!found) counts.set(keyOf(canary), (found = { canary, counts: { renders: {}, failures: [] }, dirty: false }));
    return found;
  }

  /**
   * The flushes one after another, the last one kept: close() waits for a flush its timer began,
   * which would otherwise still be writing a counts file as the store is closed (or deleted).
   */
  let flushing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    timer = undefined;
    flushing = flushing.then(writeDirtyCounts);
    return flushing;
  }

  async function writeDirtyCounts(): Promise<void> {
    const now = Date.now();
    await Promise.all(
      [...counts.values()].map(async (held) => {
        if (!held.dirty) return;
        held.dirty = false;
        // Only the window is kept: a canary that runs for a week keeps a file of ten minutes.
        const since = now - policy.windowMs - 60_000;
        for (const minute of Object.keys(held.counts.renders)) if (Number(minute) < since) delete held.counts.renders[minute];
        held.counts.failures = held.counts.failures.filter((f) => Date.parse(f.at) >= since);
        await writeCounts(storeDir, held.canary, processId, held.counts).catch((error: unknown) => log.error(`[canary] counts not written: ${String(error)}`));
      }),
    );
  }

  async function canaries(): Promise<Canaries> {
    try {
      const { mtimeMs, ino, size } = await stat(file);
      // Replaced whole (a rename), so a change is a new file: its inode tells it even within a millisecond.
      if (cached?.mtimeMs !== mtimeMs || cached.ino !== ino || cached.size !== size) {
        cached = { mtimeMs, ino, size, canaries: parseCanaries(JSON.parse(await readFile(file, 'utf8'))) };
        // Counts of canaries no longer running are dropped.
        for (const [key, held] of counts) if (!sameCanary(cached.canaries[held.canary.remote], held.canary)) counts.delete(key);
      }
      return cached.canaries;
    } catch {
      // No canary has run, or the file is being replaced: none runs for this request.
      return cached?.canaries ?? {};
    }
  }

  async function tell(canary: Canary, reason: string): Promise<void> {
    const what = `${canary.remote} ${canary.release}`;
    log.error(`[canary] ${what} withdrawn: ${reason}; every visitor is back on the live release.`);
    if (!canary.owner) {
      log.error(`[canary] ${canary.remote} has no owner address in releases.config.json: nobody was emailed.`);
      return;
    }
    try {
      await transport.sendMail({
        from: mail.from,
        to: canary.owner,
        subject: `Canary withdrawn: ${what}`,
        text: [
          `The canary of ${what} (${canary.percent}% of visitors, started ${canary.startedAt} by ${canary.by}) was withdrawn by the site: ${reason}.`,
          '',
          'Every visitor is back on the live release. The failures are in the page server\'s log, marked [server render] or [canary].',
          `To try again once it is fixed: npm run release -w ${canary.remote}, then npm run releases -- canary ${canary.remote} <release> <percent>.`,
        ].join('\n'),
      });
      log.info(`[canary] ${canary.owner} was emailed.`);
    } catch (error) {
      log.error(`[canary] the email to ${canary.owner} could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    canaries,
    rendered(canary) {
      const held = entry(canary);
      const minute = minuteOf(Date.now());
      held.counts.renders[minute] = (held.counts.renders[minute] ?? 0) + 1;
      held.dirty = true;
      timer ??= setTimeout(() => void flush(), flushMs);
    },
    async failed(canary, kind, client) {
      const held = entry(canary);
      held.counts.failures.push({ at: new Date().toISOString(), kind, ...(client ? { client } : {}) });
      held.dirty = true;
      if (timer) clearTimeout(timer);
      await flush();
      const reason = withdrawalReason(await readCounts(storeDir, canary), Date.now(), policy);
      if (reason && (await withdrawCanary(storeDir, canary, reason))) {
        cached = undefined;
        await tell(canary, reason);
      }
    },
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
      transport.close();
    },
  };
}
