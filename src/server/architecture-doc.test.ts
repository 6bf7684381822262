import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the one description of how the code is laid out, so every file and folder
 * it names must be there, and a partial path (`lib/form-values.ts`, `board-sql.ts`) must name one
 * thing only. Its server import table is what `npm run lint` enforces (.dependency-cruiser.cjs).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC = 'docs/architecture.md';
const doc = readFileSync(join(ROOT, DOC), 'utf8');

interface ServerLayer {
  folder: string;
  full: string[];
  types: string[];
}
const requireCjs = createRequire(import.meta.url);
const { serverLayers } = requireCjs('../../scripts/architecture-layers.cjs') as {
  serverLayers(text: string): ServerLayer[];
};

/** Installed, built, generated or local files: not the project's own. */
const NOT_OURS = new Set([
  '.ci',
  '.git',
  'backups',
  'coverage',
  'data',
  'dist',
  'dist-server',
  'node_modules',
  'playwright-report',
  'test-results',
]);

function walk(folder: string, into: { files: string[]; folders: string[] }): void {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    if (NOT_OURS.has(entry.name)) continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      into.folders.push(path);
      walk(path, into);
    } else into.files.push(path);
  }
}
const repository = { files: [] as string[], folders: [] as string[] };
walk('', repository);

const FROM_ROOT = /^(src|docs|e2e|scripts|bench)\//;
const FILE_NAME = /^\.?[\w-]+(\.[\w-]+)*\.(ts|tsx|mts|cjs|mjs|js|md|css|html|json|sql|ya?ml)$/;
const FOLDER_PATH = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)+\/?$/;
/** Marks a pattern rather than a path: `<area>`, `{id}`, `…`. */
const PLACEHOLDER = /[<>{}…*]/;

interface Named {
  path: string;
  /** A path from the repository root, or a partial one that must end exactly one real path. */
  kind: 'root' | 'file' | 'folder';
}

/**
 * The paths the text names: in code spans and fenced blocks any path from the root, file name or
 * partial folder path (`test/access-matrix/`); in prose and link targets, paths from the root and
 * file names. A pattern (`src/server/services/<area>/<verb-noun>.ts`) names the folder before it.
 */
function namedPaths(text: string): Named[] {
  const code: string[] = [];
  const prose = text
    .replace(/^```[^\n]*\n([\s\S]*?)^```$/gm, (_block, body: string) => {
      code.push(body);
      return ' ';
    })
    .replace(/`([^`]+)`/g, (_span, body: string) => {
      code.push(body);
      return ' ';
    })
    .replace(/\]\(([^)\s]+)\)/g, '] $1 ');
  const tokens = (part: string) =>
    part
      .split(/[\s`()[\],;:|'"]+/)
      .map((token) => token.replace(/\.$/, ''))
      .filter((token) => token !== '' && !token.startsWith('/'));
  const named = new Map<string, Named>();
  const add = (path: string, kind: Named['kind']) => named.set(`${kind} ${path}`, { path, kind });
  const classify = (token: string, inCode: boolean) => {
    if (FROM_ROOT.test(token)) {
      const cut = token.search(PLACEHOLDER);
      add(cut < 0 ? token : token.slice(0, token.lastIndexOf('/', cut) + 1), 'root');
    } else if (PLACEHOLDER.test(token)) return;
    else if (FILE_NAME.test(token.split('/').at(-1) ?? '')) add(token, 'file');
    else if (inCode && FOLDER_PATH.test(token)) add(token, 'folder');
  };
  for (const part of code) for (const token of tokens(part)) classify(token, true);
  for (const token of tokens(prose)) classify(token, false);
  return [...named.values()];
}

/** What is wrong with one named path: undefined when it names exactly one real file or folder. */
function problemWith({ path, kind }: Named): string | undefined {
  const bare = path.replace(/\/$/, '');
  const exists = (candidate: string) => {
    try {
      statSync(join(ROOT, candidate));
      return true;
    } catch {
      return false;
    }
  };
  if (kind === 'root') return exists(bare) ? undefined : `\`${path}\` does not exist`;
  if (exists(bare)) return undefined;
  const candidates = kind === 'file' ? repository.files : repository.folders;
  const matches = candidates.filter((candidate) => candidate.endsWith(`/${bare}`));
  if (matches.length === 0) return `\`${path}\` matches no ${kind}`;
  if (matches.length > 1) return `\`${path}\` is ambiguous: ${matches.join(', ')}`;
  return undefined;
}

describe(DOC, () => {
  it('names only files and folders that exist, each partial path matching exactly one', () => {
    const named = namedPaths(doc);
    // The reader is the point, not a count: but a reading that finds next to nothing is broken.
    expect(named.length).toBeGreaterThan(100);
    const problems = named.map(problemWith).filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('finds paths in code spans, blocks, prose and links, and reports missing and ambiguous ones', () => {
    const sample = [
      '`src/web/lib/paths.ts` and `lib/form-values.ts`, (docs/decisions.md) and board-sql.ts;',
      '`src/shared/schemas/<area>.ts`, `test/access-matrix/`, `routes/`, `CasualResults/{id}`',
      '[timing](docs/timing.md) `xKeys.all` `/uploads/<hash>.webp`',
      '```',
      'src/shared/   zod schemas',
      '```',
    ].join('\n');
    expect(
      namedPaths(sample)
        .map(({ path, kind }) => `${kind} ${path}`)
        .sort(),
    ).toEqual([
      'file board-sql.ts',
      'file lib/form-values.ts',
      'folder test/access-matrix/',
      'root docs/decisions.md',
      'root docs/timing.md',
      'root src/shared/',
      'root src/shared/schemas/',
      'root src/web/lib/paths.ts',
    ]);
    expect(problemWith({ path: 'src/web/no-such-file.ts', kind: 'root' })).toMatch(/does not exist/);
    expect(problemWith({ path: 'no-such-file.ts', kind: 'file' })).toMatch(/matches no file/);
    expect(problemWith({ path: 'index.ts', kind: 'file' })).toMatch(/is ambiguous: .*, /);
  });
});

describe(`the server import table of ${DOC}`, () => {
  const layers = serverLayers(doc);
  const table = doc.slice(doc.indexOf('| folder | holds | may import |'));
  const rows = table.split('\n').slice(2);
  const rowCount = rows.findIndex((line) => !line.startsWith('|'));

  it('gives one rule set per row, for folders that exist, allowing folders that exist', () => {
    expect(layers).toHaveLength(rowCount);
    const isServerPart = (name: string) =>
      name === 'shared' ||
      repository.folders.includes(`src/server/${name}`) ||
      repository.files.includes(`src/server/${name}.ts`);
    for (const { folder, full, types } of layers) {
      expect(repository.folders, folder).toContain(`src/server/${folder}`);
      expect(
        [...full, ...types].filter((name) => !isServerPart(name)),
        folder,
      ).toEqual([]);
    }
  });

  it('is what the lint enforces: a rule per row', () => {
    const config = requireCjs('../../.dependency-cruiser.cjs') as { forbidden: { name: string }[] };
    const names = config.forbidden.map((rule) => rule.name);
    for (const { folder } of layers) expect(names).toContain(`server-${folder}`);
  });

  it('refuses a table it cannot read instead of dropping a rule', () => {
    const reformatted = doc.replace('| `policies/` |', '| policies/ |');
    expect(() => serverLayers(reformatted)).toThrow(/row 3 cannot be read:\n {2}\| policies\/ \|/);
    const misspelt = doc.replace('| lib (types), shared |', '| lib (type), shared |');
    expect(() => serverLayers(misspelt)).toThrow(/names "lib \(type\)"/);
    expect(() =>
      serverLayers(doc.replace('| folder | holds | may import |', '| folder | may import |')),
    ).toThrow(/table of "Layers" .* is missing/);
  });
});
