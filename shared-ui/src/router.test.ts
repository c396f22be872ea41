import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as router from './router';

// In the browser, `react-router-dom` is router.ts (tooling/webpack-config.ts shares it under that
// name); Jest and the type checker see the whole package. So a page that imports something
// router.ts lacks passes both and breaks at run time: this test reads every import instead.

const root = path.join(__dirname, '..', '..');
const packages = ['shell', 'booking-mfe', 'edit-mfe', 'afterhours-mfe', 'invitation-mfe', 'shared-ui'];

/** The files the browser runs: a package's sources but its tests and their helpers. */
function browserSources(pkg: string): string[] {
  const src = path.join(root, pkg, 'src');
  let files: string[];
  try {
    files = readdirSync(src, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('test'))
    .map((file) => path.join(src, file));
}

/** What a file takes from react-router-dom at run time: `name` per value, '*' for a whole-module import. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const [, clause] of source.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+['"]react-router-dom['"]/gm)) {
    const braces = /\{([^}]*)\}/.exec(clause!);
    if (!braces || clause!.replace(braces[0], '').replace(/[\s,]/g, '') !== '') names.push('*');
    for (const specifier of braces?.[1]!.split(',') ?? []) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

test('reads the names a file imports, leaving out types', () => {
  const source = [
    "import { Link, type LinkProps, useParams as params } from 'react-router-dom';",
    "import type { NavLinkProps } from 'react-router-dom';",
    "import * as all from 'react-router-dom';",
  ].join('\n');
  expect(routerImports(source)).toEqual(['Link', 'useParams', '*']);
});

test('every export of react-router-dom a page imports is in router.ts', () => {
  const missing = packages.flatMap(browserSources).flatMap((file) =>
    routerImports(readFileSync(file, 'utf8'))
      .filter((name) => !(name in router))
      .map((name) => `${path.relative(root, file)}: ${name}`),
  );
  expect(missing).toEqual([]);
});

test('the pages are found', () => {
  expect(packages.flatMap(browserSources).filter((file) => routerImports(readFileSync(file, 'utf8')).length > 0).length).toBeGreaterThan(5);
});
