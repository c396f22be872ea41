// The report's opening lines: when, on what machine, with what code and database.

import type { BenchResults } from '../results';
import { when } from './format';

export function machineSection({ date, machine, code, venue }: BenchResults): string {
  return [
    `- Date: ${when(date)} UTC; code: ${code ?? 'unknown'}`,
    `- CPUs: ${machine.cpus}; memory ${machine.memoryGiB} GiB`,
    `- Node ${machine.node}; Chromium ${machine.chromium ?? 'not found'}; Lighthouse ${machine.lighthouse ?? 'not run'}`,
    venue
      ? `- Database: a busy venue's year (\`scripts/bench/realistic-venue.ts\`): ${venue.pastParties} parties in the last nine months, ${venue.partiesAhead} on ${venue.bookedDaysAhead} days of the next quarter (${venue.fullDaysAhead} of them full), ${venue.unpaidHolds} unpaid holds from one client, ${venue.rsvps} RSVPs, ${venue.movedAhead} parties ahead moved and ${venue.canceledAhead} canceled by their parents`
      : '- Database: the seed catalogue and one sample booking',
    '',
  ].join('\n');
}
