import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest` in vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const MANIFEST = join('.vite', 'manifest.json');

/** The chunk keys `key` loads before it runs: itself and its static imports, deepest included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

export const attributeSafe = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>`s that bring a lazy page's script and styles with the page's HTML: a modulepreload of its
 * chunk and the chunks it imports, and a preload of their stylesheets, leaving out what the entry
 * already loads. The page's `import()` then finds them in flight (Vite's preload helper skips a script
 * already linked, and its stylesheet link takes the preloaded file), so opening a page is one round
 * trip, not three (HTML, entry, page chunk). The styles are preloaded, not linked as stylesheets: a
 * stylesheet in the head holds the first paint (the plain top bar) until it arrives, and the page
 * itself renders only once its styles have loaded anyway. A page in the entry, a build without a
 * manifest, or a module the manifest does not name, gets none.
 */
function chunkLinksOf(manifest: Manifest, module: string): string {
  if (!manifest[module]) return '';
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, initial);
  if (initial.has(module)) return '';
  const initialStyles = new Set([...initial].flatMap((key) => manifest[key]?.css ?? []));
  const keys = [...closure(manifest, module)].filter((key) => !initial.has(key));
  const styles = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !initialStyles.has(file),
  );
  const scripts = keys.map((key) => manifest[key]?.file).filter((file) => file !== undefined);
  return [
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${attributeSafe(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${attributeSafe(file)}">`),
  ].join('');
}

/** What every page is made from: the build's index.html and each page module's chunk links. */
export interface BuiltPages {
  indexHtml: string;
  chunkLinks(module: string): string;
}

/**
 * The build as it was when the app started, read once: it does not change under a running app, and a
 * page made per request would otherwise read two files and parse the manifest each time.
 */
export async function readBuiltPages(webDist: string): Promise<BuiltPages> {
  const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(await readFile(join(webDist, MANIFEST), 'utf8')) as Manifest;
  } catch {
    // No manifest (a build without one): pages link no chunk of their own.
  }
  const links = new Map<string, string>();
  return {
    indexHtml,
    chunkLinks(module) {
      let found = links.get(module);
      if (found === undefined) {
        found = chunkLinksOf(manifest, module);
        links.set(module, found);
      }
      return found;
    },
  };
}
