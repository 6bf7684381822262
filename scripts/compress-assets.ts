import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;

/** Every file under `dir`, recursively, as a path joined to `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, highest quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file in `dir`, so the server sends them by Accept-Encoding without compressing
 * anything per request (src/server/plugins/static.ts, @fastify/static `preCompressed`). A copy is
 * kept only when it is smaller than the file. Returns how many copies were written.
 */
export async function compressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      let count = 0;
      for (const [copy, extension] of [
        [br, '.br'],
        [gz, '.gz'],
      ] as const) {
        if (copy.length >= raw.length) continue;
        await writeFile(file + extension, copy);
        count++;
      }
      return count;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/**
 * Vite plugin: compresses the finished build. It runs last (after vite-plugin-pwa has written
 * sw.js), so the service worker and manifest get their copies too.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'courseclock:compress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await compressDirectory(outDir);
      },
    },
  };
}
