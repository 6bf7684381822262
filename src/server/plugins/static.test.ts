import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../../scripts/compress-assets';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let webDist: string;
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7};`).join('\n');

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'courseclock-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>CourseClock</title><div id="root"></div>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  // As `vite build` does: public/ is copied into the build, then every text file is compressed.
  for (const file of ['robots.txt', 'favicon.ico']) copyFileSync(join('public', file), join(webDist, file));
  await compressDirectory(webDist);
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('single-page app and static files', () => {
  it('answers a deep client route with index.html, revalidated every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Some/Deep/Route' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the home page and hashed assets with a year-long immutable cache', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('CourseClock');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await t.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown /api paths with a JSON 404, never the page', async () => {
    for (const url of ['/api/x', '/api/Location/Nope', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/x', payload: {} })).statusCode).toBe(404);
  });

  it('answers /uploads paths that name no stored image with a JSON 404, never the page', async () => {
    // Uploads used to be files under DATA_DIR/uploads; they are served from the database now.
    for (const url of [
      '/uploads/equipment/monkey-bars.webp',
      '/uploads/',
      `/uploads/${'a'.repeat(64)}.webp`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('precompressed files', () => {
  it('sends the brotli copy of an asset to a client that accepts br, decoding to the same bytes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the gzip copy to a gzip-only client and the file itself to one that accepts neither', async () => {
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses the page itself, also as the fallback of a client route', async () => {
    for (const url of ['/', '/Locations/View/some-park']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });
});

describe('robots.txt and favicon.ico', () => {
  it('answers /robots.txt with the real file as text/plain, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(readFileSync('public/robots.txt', 'utf8'));
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('answers /favicon.ico with an icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/icon/);
    // An .ico file starts with reserved 0 and type 1 (icon).
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

describe('health', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
