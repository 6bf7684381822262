/**
 * Writes src/server/lib/common-passwords.txt, the passwords nobody may choose (run
 * `npx tsx scripts/common-passwords.ts`; the file is committed, so the server has no dependency on
 * the package). The source is the password list of @zxcvbn-ts/language-common (MIT): Mark Burnett's
 * ten million leaked passwords (xato.net, 2015), lower-cased and ranked by how often each occurs,
 * as zxcvbn-ts's data scripts build it. The first 10,000 of that ranking are kept, lower-cased, one
 * a line. The package is fetched with `npm pack` into a temporary folder, at the pinned version, so
 * running this again gives the same file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = '@zxcvbn-ts/language-common';
const VERSION = '4.1.3';
const KEEP = 10_000;
const OUTPUT = join(import.meta.dirname, '..', 'src', 'server', 'lib', 'common-passwords.txt');

const folder = mkdtempSync(join(tmpdir(), 'common-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--silent'], {
    cwd: folder,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, 'package/src/passwords.json'], { cwd: folder });
  const ranked: unknown = JSON.parse(readFileSync(join(folder, 'package/src/passwords.json'), 'utf8'));
  if (!Array.isArray(ranked) || !ranked.every((entry) => typeof entry === 'string')) {
    throw new Error(`${PACKAGE}'s passwords.json is not a list of strings`);
  }
  const kept = [...new Set(ranked.slice(0, KEEP).map((entry: string) => entry.toLowerCase()))];
  if (kept.length !== KEEP) throw new Error(`expected ${KEEP} distinct passwords, found ${kept.length}`);
  if (kept.some((entry) => /\s/.test(entry) || entry.startsWith('#'))) {
    throw new Error('an entry holds white space or starts with #, which the file format cannot hold');
  }
  const header = [
    `# The ${KEEP} most common passwords, lower-cased, one a line, most common first.`,
    `# Source: the npm package ${PACKAGE}@${VERSION}, file src/passwords.json. MIT licence:`,
    '# copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts.',
    "# That list is Mark Burnett's ten million leaked passwords (xato.net, 2015), lower-cased and",
    '# ranked by how often each occurs (zxcvbn-ts leaves out the few its own patterns already rate',
    '# weaker than their rank, such as plain sequences and repeats).',
    '# Produced by scripts/common-passwords.ts, which keeps the first entries of that ranking.',
    '# Lines starting with # are comments.',
  ];
  writeFileSync(OUTPUT, `${[...header, ...kept].join('\n')}\n`);
  console.log(`${kept.length} passwords written to ${OUTPUT}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
