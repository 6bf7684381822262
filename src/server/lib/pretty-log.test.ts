import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { testConfig } from '../test/harness';
import { chooseLogFormat, prettyLogDestination, requestMessage } from './pretty-log';

describe('chooseLogFormat', () => {
  it('is pretty at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(() => chooseLogFormat('yaml', true)).toThrow(/LOG_FORMAT must be pretty or json/);
  });

  it('names a request by method and path, and its answer by status and time', () => {
    expect(requestMessage({ msg: 'incoming request', req: { method: 'GET', url: '/readyz' } })).toBe(
      'GET /readyz',
    );
    expect(requestMessage({ msg: 'request completed', res: { statusCode: 200 }, responseTime: 3.6 })).toBe(
      '200 in 4 ms',
    );
    expect(requestMessage({ msg: 'CourseClock ready' })).toBe('CourseClock ready');
  });
});

describe('pretty request logs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('are one short line per request event, with no JSON and no secrets', async () => {
    const lines: string[] = [];
    const collector = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const { config } = testConfig();
    const logger = await prettyLogDestination(false, collector);
    const app = await buildApp(config, { database, logger });
    await app.inject({ method: 'GET', url: '/healthz', headers: { authorization: 'Bearer secret-token' } });
    await app.close();

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[req-1\] GET \/healthz$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[req-1\] 200 in \d+ ms$/);
    expect(lines.join('\n')).not.toContain('secret-token');
  });
});
