import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './ports';
import { startupOutput, stopProcess, waitForAnswer } from './processes';

// MailDev (https://github.com/maildev/maildev): an SMTP server that keeps every email it is sent
// and shows them at its web address. `npm start` runs one when SMTP_URL is not set; the browser
// tests run their own and read its REST API (GET /api/email).

/** MailDev's command-line program (an ES module package with no other entry for require). */
export const maildevBin = path.join(__dirname, '..', '..', 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/** MailDev's arguments: SMTP and its inbox on these ports, on this machine only. */
export function maildevArgs(smtpPort: number, webPort: number): string[] {
  return ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'];
}

export interface RunningMailDev {
  /** Where the API sends (its SMTP_URL). */
  smtpUrl: string;
  /** Its inbox, and its REST API under /api. */
  webUrl: string;
  stop(): Promise<void>;
}

/** One email as MailDev's REST API lists it (the fields the tests read). */
export interface MailDevEmail {
  id: string;
  subject: string;
  to: Array<{ address: string; name?: string }>;
  text?: string;
  html?: string;
  /** `generatedFileName` names the attachment at GET /api/email/{id}/attachment/{generatedFileName}. */
  attachments?: Array<{ fileName?: string; filename?: string; generatedFileName?: string; contentType?: string }>;
  date?: string;
}

/** Starts MailDev on free ports and waits until its web side answers. */
export async function startMailDev(): Promise<RunningMailDev> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [maildevBin, ...maildevArgs(smtpPort, webPort), '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = startupOutput(child);
  const webUrl = `http://127.0.0.1:${webPort}`;
  try {
    await waitForAnswer(`${webUrl}/api/healthz`, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`MailDev did not start: ${String(error)}\n${output.text()}`);
  }
  output.started();
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop: () => stopProcess(child) };
}

/** Every email MailDev holds. */
export async function mailDevEmails(webUrl: string): Promise<MailDevEmail[]> {
  const response = await fetch(`${webUrl}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as MailDevEmail[];
}
