import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const DOC = 'docs/performance.md';

/**
 * Replaces one bench's section of docs/performance.md (between `<!-- name:start -->` and
 * `<!-- name:end -->`), or appends it under `## title`; the rest of the file is left alone, so
 * each bench rewrites only its own figures.
 */
export function writePerformanceSection(name: string, title: string, body: string, doc = DOC): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
  const next =
    current.includes(start) && current.includes(end)
      ? current.slice(0, current.indexOf(start)) + section + current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n## ${title}\n\n${section}\n`;
  writeFileSync(doc, next);
  console.log(`\nWritten to ${doc}`);
}

/** "2026-11-23 19:40 UTC" */
export const measuredAt = (): string => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** One row of the figures table; `key` finds it again at the next run (kept in an HTML comment). */
export interface FigureRow {
  /** Stable, e.g. `boards.first-read.postgres`: the part before the first dot groups related rows. */
  key: string;
  figure: string;
  goal?: string;
  value: string;
  /** What reproduces it, e.g. `` `npm run bench` ``. */
  command: string;
}

/** What every row of one run shares: the machine's Lighthouse benchmark index and when it ran. */
export interface FigureStamp {
  index: string;
  /** "2026-11-28 10:31" (UTC, as the table's header says). */
  date: string;
}

const FIGURES_START = '<!-- figures:start -->';
const FIGURES_END = '<!-- figures:end -->';
export const FIGURES_HEADER = [
  '| figure | goal | today | reproduce | benchmark index | measured (UTC) |',
  '|---|---|---|---|---|---|',
];
const KEY = /^\|\s*<!--\s*([\w.:/-]+)\s*-->/;

/** A cell's text with its pipes escaped, so a value cannot break the table. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export const figureLine = (row: FigureRow, stamp: FigureStamp): string =>
  `| <!-- ${row.key} --> ${cell(row.figure)} | ${cell(row.goal ?? '–')} | ${cell(row.value)} | ` +
  `${cell(row.command)} | ${cell(stamp.index)} | ${cell(stamp.date)} |`;

const group = (key: string) => key.split('.')[0];

/**
 * `doc` with the rows of `rows`' keys replaced in the figures table (between the figures markers),
 * every other row and the rest of the document as they were. A key the table does not have yet goes
 * after the last row of its group (or at the table's end); a document without the table gets one at
 * its end.
 */
export function withFigures(doc: string, rows: FigureRow[], stamp: FigureStamp): string {
  const start = doc.indexOf(FIGURES_START);
  const end = doc.indexOf(FIGURES_END);
  if (start < 0 || end < start) {
    const table = [...FIGURES_HEADER, ...rows.map((row) => figureLine(row, stamp))].join('\n');
    return `${doc.trimEnd()}\n\n${FIGURES_START}\n${table}\n${FIGURES_END}\n`;
  }
  const inner = doc.slice(start + FIGURES_START.length, end).split('\n');
  const fresh = new Map(rows.map((row) => [row.key, figureLine(row, stamp)]));
  const lines = inner.map((line) => {
    const key = KEY.exec(line)?.[1];
    const replacement = key === undefined ? undefined : fresh.get(key);
    if (key !== undefined) fresh.delete(key);
    return replacement ?? line;
  });
  for (const [key, line] of fresh) {
    const keyOf = (candidate: string) => KEY.exec(candidate)?.[1];
    const lastOfGroup = lines.findLastIndex((candidate) => {
      const other = keyOf(candidate);
      return other !== undefined && group(other) === group(key);
    });
    const lastRow = lines.findLastIndex((candidate) => candidate.startsWith('|'));
    const at = lastOfGroup >= 0 ? lastOfGroup : lastRow;
    if (at >= 0) lines.splice(at + 1, 0, line);
    else lines.splice(Math.max(lines.length - 1, 0), 0, ...FIGURES_HEADER, line);
  }
  return doc.slice(0, start + FIGURES_START.length) + lines.join('\n') + doc.slice(end);
}

/**
 * Rewrites this run's rows of docs/performance.md's one table of today's figures, stamped with the
 * machine's benchmark index and the date (now unless given); every other row keeps its own stamp.
 */
export function writeFigures(rows: FigureRow[], stamp: { index: string; date?: string }, doc = DOC): void {
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
  const date = stamp.date ?? measuredAt().replace(' UTC', '');
  writeFileSync(doc, withFigures(current, rows, { index: stamp.index, date }));
  console.log(`\n${rows.length} figure${rows.length === 1 ? '' : 's'} written to ${doc}`);
}
