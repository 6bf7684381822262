import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { outgoingEmails, outgoingSms } from '../db/schema/index';
import { openEventStreamClient } from '../test/event-stream-client';
import { createLocation } from '../test/factories';
import { startTestApp, type TestApp, withTestApp } from '../test/harness';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const t = withTestApp({ env: { METRICS_TOKEN } });

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function scrape(): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.body;
}

/** The value of one sample line, `name{labels} value`; undefined when the series is absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const prefix = `${name}${labels ? `{${labels}}` : ''} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

const listAll = 'route="/api/Location/ListAll",method="GET",status="2xx"';

describe('GET /metrics', () => {
  it('answers 401 with a Bearer challenge without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: METRICS_TOKEN }]) {
      const response = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('courseclock_');
    }
  });

  it('counts requests by route pattern, method and status class, with their durations', async () => {
    const before = sample(await scrape(), 'courseclock_http_requests_total', listAll) ?? 0;
    for (let i = 0; i < 3; i += 1)
      expect((await t.request({ method: 'GET', url: '/api/Location/ListAll' })).statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/api/Referee/TimesRecorded/987654321' });
    await t.request({ method: 'GET', url: '/api/NoSuchThing/42' });

    const text = await scrape();
    expect(sample(text, 'courseclock_http_requests_total', listAll)).toBe(before + 3);
    expect(text).toContain('# TYPE courseclock_http_requests_total counter');
    expect(text).toContain('# TYPE courseclock_http_request_duration_seconds histogram');
    expect(sample(text, 'courseclock_http_request_duration_seconds_count', listAll)).toBe(before + 3);
    expect(sample(text, 'courseclock_http_request_duration_seconds_bucket', `${listAll},le="+Inf"`)).toBe(
      before + 3,
    );
    expect(sample(text, 'courseclock_http_request_duration_seconds_sum', listAll)).toBeGreaterThan(0);
    // Patterns, not addresses: a path parameter is one series, an unknown path is 'unmatched'.
    expect(text).toContain('route="/api/Referee/TimesRecorded/:id",method="GET",status="4xx"');
    expect(text).not.toContain('987654321');
    expect(
      sample(text, 'courseclock_http_requests_total', 'route="unmatched",method="GET",status="4xx"'),
    ).toBe(1);
  });

  it('shows the outbox queue depth, retries and failures of both channels', async () => {
    const empty = await scrape();
    expect(sample(empty, 'courseclock_outbox_queue_depth', 'channel="email"')).toBe(0);
    expect(sample(empty, 'courseclock_outbox_queue_depth', 'channel="sms"')).toBe(0);
    const mail = { to: 'a@example.com', subject: 'Hi', text: 'Hi' };
    await t.database.db.insert(outgoingEmails).values([
      { ...mail, status: 'pending' },
      { ...mail, status: 'pending', attempts: 2 },
      { ...mail, status: 'failed', attempts: 5 },
      { ...mail, status: 'sent' },
    ]);
    const sms = { to: '+61412345678', body: 'Hi' };
    await t.database.db.insert(outgoingSms).values([
      { ...sms, status: 'pending' },
      { ...sms, status: 'failed' },
    ]);

    const text = await scrape();
    expect(sample(text, 'courseclock_outbox_queue_depth', 'channel="email"')).toBe(2);
    expect(sample(text, 'courseclock_outbox_retrying', 'channel="email"')).toBe(1);
    expect(sample(text, 'courseclock_outbox_failed', 'channel="email"')).toBe(1);
    expect(sample(text, 'courseclock_outbox_queue_depth', 'channel="sms"')).toBe(1);
    expect(sample(text, 'courseclock_outbox_failed', 'channel="sms"')).toBe(1);
    expect(sample(text, 'courseclock_outbox_oldest_pending_seconds', 'channel="sms"')).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('shows the live streams open on this instance and the database connections', async () => {
    const { id } = await createLocation(t.database.db);
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/Live/Location/${id}`;
    expect(sample(await scrape(), 'courseclock_live_stream_connections')).toBe(0);
    const streams = [await openEventStreamClient(url), await openEventStreamClient(url)];
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
      expect(sample(await scrape(), 'courseclock_live_stream_connections')).toBe(2);
    } finally {
      for (const stream of streams) stream.close();
    }
    await Promise.all(streams.map((stream) => stream.ended));

    const text = await scrape();
    const onPostgres = t.database.kind === 'pg';
    expect(sample(text, 'courseclock_db_pool_max_connections')).toBe(onPostgres ? 5 : 1);
    expect(sample(text, 'courseclock_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'courseclock_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('without METRICS_TOKEN', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(() => bare?.close());

  it('answers 404 as for any unknown path, with or without a token', async () => {
    for (const token of [undefined, METRICS_TOKEN]) {
      const response = await bare.request({ method: 'GET', url: '/metrics', token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('refuses a METRICS_TOKEN too short to resist guessing', () => {
    expect(() =>
      loadConfig({ DATA_DIR: bare.config.dataDir, JWT_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'short' }),
    ).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
