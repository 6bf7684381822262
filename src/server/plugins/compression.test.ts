import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_EVENT } from '../../shared/live-events';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const LOCATIONS = 12;

beforeAll(() => t.app.listen({ port: 0, host: '127.0.0.1' }));
// After withTestApp's reset of the database.
beforeEach(async () => {
  for (let i = 0; i < LOCATIONS; i++) await createLocation(t.database.db);
});

const listAll = (acceptEncoding: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Location/ListAll',
    headers: { 'accept-encoding': acceptEncoding },
  });

describe('compressed API answers', () => {
  it('sends a JSON answer over 1 KiB brotli-compressed, decoding to the same JSON', async () => {
    const plain = await listAll('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await listAll('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json()).toHaveLength(LOCATIONS);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await listAll('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveLength(LOCATIONS);
  });

  it('leaves a JSON answer under 1 KiB as it is', async () => {
    const [location] = (await listAll('identity')).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Location/GetSingle',
      headers: { 'accept-encoding': 'br' },
      payload: { path: location.path },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ id: location.id, path: location.path });
  });
});

describe('live streams are not compressed', () => {
  it('streams a board event at once to a client that accepts br', async () => {
    const [location] = (await listAll('identity')).json();
    const port = (t.app.server.address() as AddressInfo).port;
    const abort = new AbortController();
    // Last-Event-ID makes the server send a resync board event straight away (routes/live.ts).
    const response = await fetch(`http://127.0.0.1:${port}/api/Live/Location/${location.id}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', 'last-event-id': '1' },
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('content-encoding')).toBeNull();
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no stream body');
      let received = '';
      // The stream never ends: the event must arrive while it is open, not be buffered until the end.
      while (!received.includes(`event: ${BOARD_EVENT}`)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += new TextDecoder().decode(chunk.value);
      }
      expect(received).toContain(`event: ${BOARD_EVENT}`);
      expect(received).toContain('"resync":true');
    } finally {
      abort.abort();
    }
  });
});
