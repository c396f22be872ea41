/**
 * Before the browser tests: find Chromium (CHROME_PATH, then the usual system paths). Where it is
 * missing and we are root, install Debian's `chromium` package; otherwise stop with how to get one.
 * Playwright's own browser download is never used.
 */
import { execSync } from 'node:child_process';
import { findChromium } from '../tooling/chromium';

function main(): void {
  const found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return;
  }
  if (process.env.CHROME_PATH) {
    fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no such file.`);
  }
  if (process.getuid?.() !== 0) {
    fail(
      'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.',
    );
  }
  console.log("Chromium was not found: installing Debian's chromium package…");
  execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) fail('Installing chromium did not give a usable binary.');
  console.log(`Chromium: ${installed}`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main();
