import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIGURES_HEADER, type FigureRow, figureLine, withFigures, writeFigures } from './performance-doc';

const OLD = { index: '2003', date: '2026-11-27 22:57' };
const NOW = { index: '1850', date: '2026-11-28 14:00' };
const row = (key: string, value: string, figure = key): FigureRow => ({
  key,
  figure,
  goal: '25 ms',
  value,
  command: '`npm run bench`',
});

const DOC = [
  '# Performance',
  '',
  'Intro paragraph.',
  '',
  '<!-- figures:start -->',
  ...FIGURES_HEADER,
  figureLine(row('boards.first-read.postgres', '8.6 ms'), OLD),
  figureLine(row('boards.first-read.pglite', '14.6 ms'), OLD),
  figureLine(row('server-start.npm', '1.14 s'), OLD),
  '<!-- figures:end -->',
  '',
  '## What the figures mean',
  '',
  'A first read ranks a board.',
  '',
].join('\n');

const lines = (doc: string) => doc.split('\n');

describe('withFigures', () => {
  it("replaces the rows of the run's keys, value and stamp, and leaves every other row as it was", () => {
    const next = withFigures(DOC, [row('boards.first-read.postgres', '7.9 ms')], NOW);
    expect(lines(next)).toContain(
      '| <!-- boards.first-read.postgres --> boards.first-read.postgres | 25 ms | 7.9 ms | `npm run bench` | 1850 | 2026-11-28 14:00 |',
    );
    expect(next).not.toContain('8.6 ms');
    expect(lines(next)).toContain(figureLine(row('boards.first-read.pglite', '14.6 ms'), OLD));
    expect(lines(next)).toContain(figureLine(row('server-start.npm', '1.14 s'), OLD));
    expect(lines(next)).toHaveLength(lines(DOC).length);
  });

  it('keeps the rest of the document byte for byte', () => {
    const next = withFigures(DOC, [row('server-start.npm', '0.98 s')], NOW);
    const outside = (doc: string) => [
      doc.slice(0, doc.indexOf('<!-- figures:start -->')),
      doc.slice(doc.indexOf('<!-- figures:end -->')),
    ];
    expect(outside(next)).toEqual(outside(DOC));
  });

  it('adds a new key after the last row of its group, and one of a new group at the end', () => {
    const next = lines(
      withFigures(DOC, [row('boards.ratio.postgres', '55.2 %'), row('gate.clock-p95', '2.22 ms')], NOW),
    );
    const at = (key: string) => next.findIndex((line) => line.includes(`<!-- ${key} -->`));
    expect(at('boards.ratio.postgres')).toBe(at('boards.first-read.pglite') + 1);
    expect(at('gate.clock-p95')).toBe(at('server-start.npm') + 1);
    expect(next[at('gate.clock-p95') + 1]).toBe('<!-- figures:end -->');
  });

  it('escapes a pipe in a value so the row keeps its six cells', () => {
    const next = withFigures(DOC, [row('server-start.npm', 'a | b')], NOW);
    const line = lines(next).find((candidate) => candidate.includes('server-start.npm')) ?? '';
    expect(line.split(/(?<!\\)\|/)).toHaveLength(8);
    expect(line).toContain('a \\| b');
  });

  it('gives a document without the table one at its end', () => {
    const next = withFigures('# Performance\n\nText.\n', [row('boards.first-read.postgres', '8.6 ms')], NOW);
    expect(next).toBe(
      [
        '# Performance',
        '',
        'Text.',
        '',
        '<!-- figures:start -->',
        ...FIGURES_HEADER,
        figureLine(row('boards.first-read.postgres', '8.6 ms'), NOW),
        '<!-- figures:end -->',
        '',
      ].join('\n'),
    );
  });
});

describe('writeFigures', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites the file with the stamp given', () => {
    dir = mkdtempSync(join(tmpdir(), 'performance-doc-'));
    const file = join(dir, 'performance.md');
    writeFileSync(file, DOC);
    writeFigures([row('boards.first-read.pglite', '12.0 ms')], NOW, file);
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(withFigures(DOC, [row('boards.first-read.pglite', '12.0 ms')], NOW));
  });

  it("stamps today's date in UTC when none is given", () => {
    dir = mkdtempSync(join(tmpdir(), 'performance-doc-'));
    const file = join(dir, 'performance.md');
    writeFileSync(file, DOC);
    const before = new Date().toISOString().slice(0, 10);
    writeFigures([row('server-start.npm', '1.02 s')], { index: 'not measured' }, file);
    const line = lines(readFileSync(file, 'utf8')).find((candidate) =>
      candidate.includes('server-start.npm'),
    );
    expect(line).toMatch(new RegExp(`\\| 1\\.02 s \\| .* \\| not measured \\| ${before} \\d\\d:\\d\\d \\|$`));
  });
});
