/**
 * The Dockerfile's steps without Docker (the test machines cannot pull images): build the web app and
 * the server, put them in a clean folder beside package.json and the lock file, install the
 * production dependencies alone with install scripts off, and start `node dist-server/main.js` with
 * the image's environment. Slow (a build and an install): one test. Change it with the Dockerfile.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/child-app';

const ADMIN = { email: 'first-admin@example.org', password: 'Production-steps-1' };
/** The production install's ceiling; it was 389 MB while the web app's packages were dependencies. */
const MAX_INSTALL_MB = 150;
/** Packages that only build the web app or the server: a production install holds none of them. */
const BUILD_ONLY = [
  'vite',
  'esbuild',
  'tsx',
  'react',
  '@mantine/core',
  '@tiptap/react',
  'recharts',
  'vitest',
];

/** Disk space under `dir` as `du -sm` counts it (allocated blocks, a hard-linked file once), in MB. */
function diskUsageMb(dir: string): number {
  const seen = new Set<number>();
  let bytes = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (seen.has(stat.ino)) return;
    seen.add(stat.ino);
    bytes += stat.blocks * 512;
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return bytes / 1024 / 1024;
}

/** Runs a command to its end; rejects with its output when it fails. */
function exec(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Polls `url` until it answers 200, failing early if the server exits. */
async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited ${server.exitCode}:\n${log()}`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered 200:\n${log()}`);
}

const folders: string[] = [];
const servers: ChildProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const forced = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the production image steps (Dockerfile)', () => {
  it('serves the home page and /readyz from the built output and production dependencies alone', async () => {
    const app = mkdtempSync(join(tmpdir(), 'courseclock-production-'));
    folders.push(app);
    const repository = process.cwd();

    // The build stage (`npm run build && npm run build:server`, written straight into the clean folder)
    // and the production-dependencies stage, side by side as Docker runs them.
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, join(app, file));
    await Promise.all([
      exec(
        'npx',
        ['vite', 'build', '--logLevel', 'warn', '--outDir', join(app, 'dist'), '--emptyOutDir'],
        repository,
      ).then(() =>
        exec(process.execPath, ['scripts/build-server.mjs', join(app, 'dist-server')], repository),
      ),
      exec(
        'npm',
        [
          'ci',
          '--omit=dev',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--prefer-offline',
          '--loglevel=error',
        ],
        app,
      ),
    ]);
    expect(existsSync(join(app, 'src'))).toBe(false);
    for (const name of BUILD_ONLY) expect(existsSync(join(app, 'node_modules', name)), name).toBe(false);
    expect(diskUsageMb(join(app, 'node_modules'))).toBeLessThanOrEqual(MAX_INSTALL_MB);
    // Every package the bundle leaves to node_modules loads there, the lazily imported ones too
    // (nodemailer at the first e-mail, pino-pretty for a terminal), native addons without install scripts.
    const buildServer = pathToFileURL(join(repository, 'scripts/build-server.mjs')).href;
    await exec(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { RUNTIME_EXTERNAL } = await import(${JSON.stringify(buildServer)});
         for (const name of RUNTIME_EXTERNAL) await import(name);`,
      ],
      app,
    );

    // Final stage: the image's environment (loopback here instead of 0.0.0.0), behind a proxy as in
    // compose.yaml, so no demo accounts and the first admin from ADMIN_EMAIL + ADMIN_PASSWORD.
    const port = await freePort();
    let log = '';
    const server = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(app, 'data'),
        NODE_COMPILE_CACHE: join(app, 'compile-cache'),
        TRUST_PROXY: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(server);
    server.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${base}/readyz`, server, () => log);

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toContain('<div id="root"');
    // Signing in hashes with argon2: its prebuilt package arrived without an install script.
    const login = await fetch(`${base}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const session = await login.json();
    expect(session).toMatchObject({ token: expect.any(String), isAdmin: true });

    const locations = await fetch(`${base}/api/Location/ListAll`);
    expect(locations.status).toBe(200);
    expect(await locations.json()).toEqual(expect.any(Array));
    // The API docs: Swagger UI's files come from @fastify/swagger-ui in node_modules.
    const docs = await fetch(`${base}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
    const swaggerUi = await fetch(`${base}/api/docs/static/swagger-ui-bundle.js`);
    expect(swaggerUi.status).toBe(200);
    expect((await swaggerUi.arrayBuffer()).byteLength).toBeGreaterThan(100_000);

    // An uploaded photo is re-encoded by sharp (imported at the first upload) and served back.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(`${base}/api/Account/UpdatePhoto`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { current } = await upload.json();
    const photo = await fetch(`${base}${current.url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });
});
