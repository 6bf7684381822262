import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import tar from 'tar-fs';

interface ResolvedChromium {
  executablePath: string;
  /** Extra environment for the browser process (shared libraries of the bundled build). */
  env: Record<string, string>;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

/**
 * docs/design.md "Stack → tests": CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the build shipped
 * inside the npm package @sparticuz/chromium (unpacked under TMPDIR), so the suite runs on a machine
 * with no system browser.
 */
export async function resolveChromium(): Promise<ResolvedChromium> {
  if (process.env.CHROMIUM_PATH)
    return { executablePath: process.env.CHROMIUM_PATH, env: {}, source: 'CHROMIUM_PATH' };
  if (existsSync('/usr/bin/chromium'))
    return { executablePath: '/usr/bin/chromium', env: {}, source: 'system' };

  const { default: chromium } = await import('@sparticuz/chromium');
  const executablePath = await chromium.executablePath();
  // The package unpacks its shared libraries only on Amazon Linux; elsewhere we unpack them ourselves.
  const libDir = join(tmpdir(), 'al2023', 'lib');
  if (!existsSync(libDir)) {
    const require = createRequire(import.meta.url);
    const bin = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..', 'bin');
    await pipeline(
      createReadStream(join(bin, 'al2023.tar.br')),
      createBrotliDecompress(),
      tar.extract(tmpdir()),
    );
  }
  const ldPath = [libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return { executablePath, env: { LD_LIBRARY_PATH: ldPath }, source: '@sparticuz/chromium' };
}

/** Flags Debian Chromium needs when run as root on this closed network (docs/design.md "Versions"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
