import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const DOC = 'docs/performance.md';

/**
 * Replaces one bench's section of docs/performance.md (between `<!-- name:start -->` and
 * `<!-- name:end -->`), or appends it under `## title`; the rest of the file is left alone, so
 * each bench rewrites only its own figures.
 */
export function writePerformanceSection(name: string, title: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  const next =
    current.includes(start) && current.includes(end)
      ? current.slice(0, current.indexOf(start)) + section + current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n## ${title}\n\n${section}\n`;
  writeFileSync(DOC, next);
  console.log(`\nWritten to ${DOC}`);
}

/** "2026-11-23 19:40 UTC" */
export const measuredAt = (): string => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
