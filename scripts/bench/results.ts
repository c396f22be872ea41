import type { ReleaseFigures } from './releases';
import type { HtmlSize, HungApiAnswer, RedeployMemory, RenderLoad } from './server-render';
import type { PageLive } from './page-live';
import type { ScriptBeforeLive } from './script-before-live';
import type { RealisticVenue } from './realistic-venue';
import type { ApiLoad } from './api-load';
import type { RunSheetLoad } from './run-sheet-report';
import type { EntrySize } from './entry-sizes';
import type { FirstLoad } from './first-load';
import type { LighthouseMetrics } from './lighthouse';
import type { BenchRoute } from './routes';
import type { SampleBooking } from './sample-booking';

/** Everything one run of the bench measured; what could not be measured is left undefined. */
export interface BenchResults {
  date: Date;
  /** The commit measured, with "+ changes" when the work tree differed from it. */
  code?: string;
  machine: {
    cpus: string;
    memoryGiB: number;
    node: string;
    chromium?: string;
    lighthouse?: string;
  };
  /** Build wall clocks; `skipped` when run with --skip-build. */
  builds: { federatedSeconds?: number; monolithSeconds?: number; skipped?: boolean };
  sample?: SampleBooking;
  /** The busy venue's database the run measured on (optional: older baselines lack it). */
  venue?: RealisticVenue;
  pages: PageResult[];
  lighthouseRuns: number;
  /** Why Lighthouse measured nothing, when it could not run. */
  lighthouseNotRun?: string;
  api: ApiLoad[];
  /** The staff run sheet of a day of 40 parties (run-sheet.ts). */
  runSheet?: RunSheetLoad;
  /** The federated site's server rendering (docs/decisions/029). */
  serverRendering?: { loads: RenderLoad[]; html: HtmlSize[]; memory?: RedeployMemory; releases?: ReleaseFigures };
  /** Each page of the federated site asked with the API hung (docs/decisions/035). */
  hungApi?: HungApiAnswer[];
  entries: EntrySize[];
  /** Measurements that could not be made, each with the reason. */
  problems: string[];
  /** Measurements left out on purpose, each with the reason (optional: older baselines lack it). */
  leftOut?: string[];
}

export interface PageResult {
  route: BenchRoute;
  firstLoad: { federated?: FirstLoad; monolith?: FirstLoad };
  lighthouse: { federated?: LighthouseMetrics; monolith?: LighthouseMetrics };
  /** From the first paint to the page's controls enabled, throttled as Lighthouse's mobile run. */
  live?: { federated?: PageLive; monolith?: PageLive };
  /** The JavaScript downloaded before the page's `page-live` mark (optional: older baselines lack it). */
  beforeLive?: { federated?: ScriptBeforeLive; monolith?: ScriptBeforeLive };
}

export type BuildKind = 'federated' | 'monolith';
export const buildKinds: BuildKind[] = ['federated', 'monolith'];

/**
 * A run kept as the "before" of a change (`npm run bench -- --save-baseline <label>`), in
 * bench/baseline.json; later runs show their figures beside it.
 */
export interface Baseline {
  label: string;
  results: BenchResults;
}
