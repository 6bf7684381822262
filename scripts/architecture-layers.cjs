/**
 * Reads the server's one-way import table from docs/architecture.md ("Layers"): the rule set of
 * `.dependency-cruiser.cjs` and the check of src/server/architecture-doc.test.ts. A row that cannot be
 * read throws, naming it: a reformatted row must never drop its rule and leave the folder unchecked.
 */
const HEADER = /^\|\s*folder\s*\|\s*holds\s*\|\s*may import\s*\|\s*$/;
const SEPARATOR = /^\|(\s*:?-+:?\s*\|)+\s*$/;
const ROW = /^\| `([a-z]+)\/` \|[^|]*\| ([^|]+) \|$/;
const ITEM = /^([a-z]+)( \(types\))?$/;
const EXPECTED_ROW = 'Expected: | `folder/` | what it holds | name, name (types), … |';

/**
 * @param {string} doc the text of docs/architecture.md
 * @returns {{ folder: string, full: string[], types: string[] }[]} one entry per table row, in order
 */
function serverLayers(doc) {
  const lines = doc.split('\n');
  const header = lines.findIndex((line) => HEADER.test(line));
  if (header < 0) {
    throw new Error(
      'docs/architecture.md: the server table of "Layers" (| folder | holds | may import |) is missing',
    );
  }
  if (!SEPARATOR.test(lines[header + 1] ?? '')) {
    throw new Error('docs/architecture.md: the server table of "Layers" has no |---| line under its header');
  }
  const rows = [];
  for (let at = header + 2; at < lines.length && lines[at].startsWith('|'); at += 1) rows.push(lines[at]);
  if (rows.length === 0) throw new Error('docs/architecture.md: the server table of "Layers" has no rows');

  // Every row gives its rules or throws: none is skipped.
  return rows.map((row, index) => {
    const unreadable = (why) =>
      new Error(`docs/architecture.md, "Layers" table row ${index + 1} ${why}:\n  ${row}\n${EXPECTED_ROW}`);
    const match = ROW.exec(row);
    if (!match) throw unreadable('cannot be read');
    const [, folder, allowed] = match;
    const full = [];
    const types = [];
    for (const item of allowed.split(',').map((text) => text.trim())) {
      const named = ITEM.exec(item);
      if (!named) throw unreadable(`names "${item}", not a folder or "folder (types)"`);
      (named[2] ? types : full).push(named[1]);
    }
    return { folder, full, types };
  });
}

module.exports = { serverLayers };
