import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every path under `root` whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    if ((statSync(path).mode & 0o077) !== 0) found.push(path);
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

describe('openDatabase with a PGlite directory', () => {
  it('leaves the directory and every file the database wrote owner-only', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'courseclock-pglite-'));
    dirs.push(parent);
    const dataDir = join(parent, 'db');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('closes up a directory an earlier version left open', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'courseclock-pglite-'));
    dirs.push(parent);
    const dataDir = join(parent, 'db');
    mkdirSync(dataDir, { mode: 0o755 });
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
