import { existsSync } from 'node:fs';

/** Where Chromium or Chrome is usually installed, after an explicit CHROME_PATH. */
const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * Headless flags for a machine without a display or outside network: no sandbox (CI runs as
 * root), no GPU, and none of the background connections Chromium makes to Google's services.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
