import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a phone's first load evaluates: every module main.tsx reaches through static imports
 * travels in the one entry script (vite.config.ts, codeSplitting), so anything added to that graph is
 * fetched and run before the first screen. These checks follow the graph in the sources, as the
 * bundler does: `import type` and type-only specifier lists are erased, `import()` starts a chunk of
 * its own.
 */

const ROOT = resolve(__dirname, '../..');
const ENTRY = join(ROOT, 'src/web/main.tsx');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

// `import … from '…'`, `export … from '…'` and `import '…'`, across lines; not `import(` calls.
const STATIC_IMPORT =
  /^\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** True when the clause names only types, so the compiled module keeps no import. */
function typeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (names === undefined) return false;
  const specifiers = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((name) => name.startsWith('type '));
}

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The entry's static graph: our source files (relative to the repository) and the packages they load. */
function firstLoad(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const name = relative(ROOT, file);
    if (files.has(name)) continue;
    files.add(name);
    // The development-only styles import in main.tsx is a dynamic import(), skipped by the pattern.
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const clause = match[2] ?? '';
      const specifier = match[3] ?? match[4];
      if (match[3] !== undefined && typeOnly(clause)) continue;
      if (specifier.startsWith('.')) {
        const target = resolveSource(file, specifier);
        if (target) queue.push(target);
      } else {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
    }
  }
  return { files, packages };
}

describe('the first load', () => {
  const { files, packages } = firstLoad();

  it('follows the graph from main.tsx to the pages a phone opens first', () => {
    expect(files).toContain('src/web/router.tsx');
    expect(files).toContain('src/web/features/stopwatch/pages/StopwatchPage.tsx');
    expect(packages).toContain('react-dom');
  });

  it('leaves zod out: the web takes shared numbers and names from zod-free modules', () => {
    expect(packages).not.toContain('zod');
  });

  it('leaves admin and referee screens, the rich text editor and charts to their own chunks', () => {
    const screens = [...files].filter((file) =>
      /features\/(admin|referee)\/.*(pages|components)\//.test(file),
    );
    expect(screens).toEqual([]);
    for (const heavy of [
      '@mantine/tiptap',
      '@tiptap/react',
      'recharts',
      '@mantine/charts',
      '@mantine/dates',
    ]) {
      expect(packages).not.toContain(heavy);
    }
  });
});
