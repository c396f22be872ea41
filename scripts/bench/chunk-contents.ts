/**
 * What a package's browser chunks are made of: `tsx scripts/bench/chunk-contents.ts <package dir>`
 * builds the package's browser bundle for production into a folder of its own (its dist is left
 * alone) and prints, for each script, its gzip size and its modules grouped by the library or
 * folder they come from, largest first. A module's share is its size before minifying over its
 * chunk's, so the KB beside a group are an estimate of its part of the chunk's gzip.
 * Used to find what a page downloads before it is live (docs/decisions, issue 41).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration, type StatsChunk } from 'webpack';

const KB = 1024;

/** node_modules/<package> (with its scope), or the workspace folder under src/, of a module's name. */
function groupOf(moduleName: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (inPackage) return inPackage[1]!;
  const inWorkspace = /(?:^|\/)([\w-]+)\/src\/([\w-]+)/.exec(moduleName.replace(/^\.\.\//, ''));
  return inWorkspace ? `${inWorkspace[1]}/${inWorkspace[2]}` : moduleName.split('!').pop()!;
}

async function browserConfigOf(packageDir: string, outDir: string): Promise<Configuration> {
  const imported = (await import(path.join(packageDir, 'webpack.config.ts'))) as { default: unknown };
  let config = imported.default;
  while (config && typeof config === 'object' && 'default' in config) config = (config as { default: unknown }).default;
  const built = (config as (env: object, argv: object) => Configuration | Configuration[])({ outDir }, { mode: 'production' });
  return Array.isArray(built) ? built[0]! : built;
}

function printChunk(chunk: StatsChunk, outDir: string): void {
  const script = chunk.files?.find((file) => file.endsWith('.js'));
  if (!script) return;
  const gzipBytes = gzipSync(readFileSync(path.join(outDir, script)), { level: 9 }).length;
  const groups = new Map<string, number>();
  for (const module of chunk.modules ?? []) {
    const group = groupOf(module.name ?? '?');
    groups.set(group, (groups.get(group) ?? 0) + (module.size ?? 0));
  }
  const total = [...groups.values()].reduce((sum, size) => sum + size, 0) || 1;
  console.log(`\n${script}: ${(gzipBytes / KB).toFixed(1)} KB gzip`);
  for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${((gzipBytes * size) / total / KB).toFixed(1).padStart(6)} KB  ${group}`);
  }
}

async function main(): Promise<void> {
  const packageDir = path.resolve(process.argv[2] ?? '.');
  const outDir = mkdtempSync(path.join(tmpdir(), 'chunk-contents-'));
  try {
    const config = await browserConfigOf(packageDir, outDir);
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config, (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    // Every module by name: webpack otherwise folds a chunk's CommonJS dependencies (React DOM, the
    // federation runtime) into one nameless "dependent modules" group.
    const { chunks = [] } = stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      dependentModules: true,
      chunkModulesSpace: Number.POSITIVE_INFINITY,
      groupModulesByType: false,
      groupModulesByAttributes: false,
      groupModulesByCacheStatus: false,
      groupModulesByExtension: false,
      groupModulesByLayer: false,
      groupModulesByPath: false,
    });
    for (const chunk of chunks) printChunk(chunk, outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
