// How the figures were made.

import type { BenchResults } from '../results';

export function methodSection({ sample }: BenchResults): string {
  return [
    '## How',
    '',
    '- Both builds are served as deployed (`shell/server/site-server.ts`, pre-compressed files, `/api`',
    '  proxied to the API): the federated one by `startStaticSite` (shell and each remote on its own',
    '  port), the monolith (`scripts/bench/monolith.webpack.config.ts`: the shell\'s production',
    '  config without the ModuleFederationPlugin, remote pages as plain `import()`) on one port.',
    sample?.madeUpBecause
      ? `- Pages with an id use made-up ids (they show their "not found" state): no booking could be made (${sample.madeUpBecause}).`
      : '- Pages with an id show a real booking made through `POST /api/booking-initiate` at the start of the run (the after-hours edit page, an event made through `POST /api/bookings-afterhours/save` the same evening).',
    "- The monolith is the same pages server-rendered as one bundle: its browser build and its Node build (the shell's renderer with every page in the bundle) served by the site's own server, with the same React, the same data and every stylesheet in the page's head.",
    '- Numbers come from one run on a shared machine: expect a few per cent of noise in times.',
    '',
  ].join('\n');
}
