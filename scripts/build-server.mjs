// `npm run build:server`: bundles the server (src/server/main.ts, what it imports from src/ and
// from node_modules) into dist-server/main.js with esbuild, so `npm start` runs one plain JavaScript
// file instead of compiling TypeScript and resolving hundreds of modules at every start, so a restart
// answers sooner (docs/performance.md, "Server start"). The SQL migrations are copied beside the bundle:
// src/server/db/client.ts finds them relative to its own module, which is dist-server/main.js once
// bundled. So is the list of common passwords (src/server/lib/common-passwords.ts reads it).
// Plain JavaScript on purpose: `npm start` runs it before anything is compiled.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');
const SOURCES = ['src/server', 'src/shared'];
/**
 * Left to node_modules, so they and @fastify/swagger-ui (whose static files api-docs.ts reads) are the
 * whole of package.json's "dependencies", all a production install (`npm ci --omit=dev`) holds; every
 * other package is bundled or only builds the web app, a devDependency (docs/decisions.md). They are
 * native addons (sharp, argon2), packages that read their own files at run time (PGlite's WebAssembly
 * and data, pino's worker files), and pino-pretty and nodemailer, imported only when used.
 */
export const RUNTIME_EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pino',
  'pino-pretty',
  'nodemailer',
];
/**
 * Also left out, never installed in production: pg's optional native binding and the build tools
 * main.ts only spawns when dist/ is missing (`npm start` on a full install).
 */
const EXTERNAL = [...RUNTIME_EXTERNAL, '@electric-sql/pglite/*', 'pg-native', 'vite', 'esbuild'];
// Bundled CommonJS packages call require() and read __dirname; an ES module has neither.
const COMMONJS_SHIM = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { dirname as __pathDirname } from 'node:path';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join('\n');

/**
 * Latest modification time of the server's sources (tests left out: the bundle holds none) and of
 * the lock file (an install changes the bundled packages).
 */
function newestSourceMs() {
  let newest = existsSync('package-lock.json') ? statSync('package-lock.json').mtimeMs : 0;
  for (const dir of SOURCES) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !entry.name.includes('.test.'))
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when dist-server/main.js is missing or older than a server source file (a pull, an edit, an install). */
export function serverBuildIsStale() {
  return !existsSync(SERVER_ENTRY) || statSync(SERVER_ENTRY).mtimeMs < newestSourceMs();
}

/** Bundles the server into `outDir` (dist-server/ unless a test builds elsewhere), migrations beside it. */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  // Loaded here, not at the top: a normal start only checks the sources and never builds.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: COMMONJS_SHIM },
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', join(outDir, 'migrations'), { recursive: true });
  cpSync('src/server/lib/common-passwords.txt', join(outDir, 'common-passwords.txt'));
}

// `node scripts/build-server.mjs [outDir]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer(process.argv[2]);
