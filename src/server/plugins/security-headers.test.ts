import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';
import { helmetHeaders } from './security-headers';

const t = withTestApp();
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('security headers', () => {
  it('works out helmet’s headers once from its options, and refuses a bad option at start', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });

  it('sends them once on an API answer, on an error and on a live stream', async () => {
    const location = await createLocation(t.database.db);
    for (const [path, status] of [
      ['/api/Location/ListAll', 200],
      [`/api/Location/ListState?state=${'x'.repeat(500)}`, 400],
    ] as const) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
      await response.arrayBuffer();
    }
    const abort = new AbortController();
    const stream = await fetch(`${base}/api/Live/Location/${location.id}`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    // One value, not the stream's and helmet's side by side.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    abort.abort();
  });
});
