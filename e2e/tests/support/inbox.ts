import { mailDevEmails, type MailDevEmail } from '../../../tooling/site/maildev';
import { expect } from '../../support/fixtures';

// The MailDev inbox the tests' API sends to (global-setup.ts), as a reader of the venue's or a
// customer's email finds a message in it.

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

/** The venue's inbox (VENUE_EMAIL: the tests' API keeps the sample venue's). */
export const VENUE_INBOX = 'parties@jumpingjellybeans.com.au';

/** Waits up to 10 seconds for the one email to `to` whose subject starts so, and gives it. */
export async function emailArrived(to: string, subjectStart: string): Promise<MailDevEmail> {
  let found: MailDevEmail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailDevEmails(maildevUrl())).filter((email) => email.to.some((address) => address.address === to) && email.subject.startsWith(subjectStart));
        return found.length;
      },
      { timeout: 10_000, intervals: [100], message: `an email to ${to} about '${subjectStart}…'` },
    )
    .toBe(1);
  return found[0];
}
