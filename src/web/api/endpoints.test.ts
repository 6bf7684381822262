import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One query-options function (or mutation) per endpoint (docs/architecture.md, "Data"): every call of
 * the API client names its path in exactly one place in the web app, so two screens reading the same
 * endpoint share one definition, one key and one invalidation. The first-load copy (`firstAnswer`)
 * beside a query is the same definition, not a second one.
 */
// Vitest runs from the repository root (jsdom gives import.meta.url no file: scheme here).
const webRoot = join(process.cwd(), 'src/web');
const CALL =
  /\bapi(?:Get|Post|Put|Delete|Upload|GetCounted|PostCounted|Url)\s*(?:<[^>]*(?:<[^>]*>[^>]*)*>)?\(\s*(['`])(\/[A-Za-z][^'`]*)\1/g;

/** '/Leaderboard/Event/${id}.csv?${query}' → '/Leaderboard/Event/{}.csv': parameters as {}, no query. */
function endpointOf(written: string): string {
  let path = '';
  for (let at = 0; at < written.length; at += 1) {
    if (written.startsWith('${', at)) {
      let depth = 0;
      for (at += 1; at < written.length; at += 1) {
        if (written[at] === '{') depth += 1;
        if (written[at] === '}') depth -= 1;
        if (depth === 0) break;
      }
      path += '{}';
    } else if (written[at] === '?') {
      break;
    } else {
      path += written[at];
    }
  }
  return path;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each endpoint (parameters as {}) and where the web app calls it. */
function endpointCalls(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  for (const file of sourceFiles(webRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(CALL)) {
      const endpoint = endpointOf(match[2]);
      const where = `${relative(webRoot, file)}:${text.slice(0, match.index).split('\n').length}`;
      calls.set(endpoint, [...(calls.get(endpoint) ?? []), where]);
    }
  }
  return calls;
}

describe('the endpoints the web app calls', () => {
  const calls = endpointCalls();

  it('are found, parameters and all', () => {
    expect(calls.size).toBeGreaterThan(60);
    expect([...calls.keys()]).toEqual(
      expect.arrayContaining(['/Equipment/ListAll', '/Leaderboard/Event/{}', '/Leaderboard/Event/{}.csv']),
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    const written = '/Sms/Batches/${encodeURIComponent(id)}?${new URLSearchParams({ a: b })}';
    expect(endpointOf(written)).toBe('/Sms/Batches/{}');
  });

  it('are each defined once', () => {
    const twice = [...calls]
      .filter(([, places]) => places.length > 1)
      .map(([path, places]) => `${path}: ${places}`);
    expect(twice).toEqual([]);
  });
});
