import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { steadyLoad, type SteadyLoad } from './steady-load';

// A steady load sent from a process of its own. The bench's own process has by then run Lighthouse
// and served both builds for minutes: a pause of its event loop or its garbage collector lands in
// every timing it takes, and reads as the API's latency. A fresh process times only the API.

/** `steadyLoad(url, rate, seconds)`, run by a new Node process; its figures as it measured them. */
export async function steadyLoadApart(url: string, rate: number, seconds: number): Promise<SteadyLoad> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', __filename, url, String(rate), String(seconds)], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout) as SteadyLoad;
}

if (require.main === module) {
  const [url, rate, seconds] = process.argv.slice(2);
  steadyLoad(url!, Number(rate), Number(seconds)).then(
    (load) => process.stdout.write(JSON.stringify(load)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
