// `npm run build:server`: bundles the server (src/server/main.ts and what it imports from src/) into
// dist-server/main.js with esbuild, so `npm start` runs plain JavaScript instead of compiling
// TypeScript at every start (issue 13: a restart answers within 1.5 s). Packages in node_modules
// stay external. The SQL migrations are copied beside the bundle: src/server/db/client.ts finds
// them relative to its own module, which is dist-server/main.js once bundled.
// Plain JavaScript on purpose: `npm start` runs it before anything is compiled.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');
const SOURCES = ['src/server', 'src/shared'];

/** Latest modification time of any file under the server's sources (tests included: cheap, and safe). */
function newestSourceMs() {
  let newest = 0;
  for (const dir of SOURCES) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when dist-server/main.js is missing or older than a server source file (a pull, an edit). */
export function serverBuildIsStale() {
  return !existsSync(SERVER_ENTRY) || statSync(SERVER_ENTRY).mtimeMs < newestSourceMs();
}

export async function buildServer() {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
