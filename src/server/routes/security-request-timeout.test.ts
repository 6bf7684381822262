import { type AddressInfo, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_EVENT } from '../../shared/live-events';
import { openEventStreamClient } from '../test/event-stream-client';
import { createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

/** Short, so the test need not wait the 30 s default; the rule is the same. */
const REQUEST_TIMEOUT_MS = 1_000;
/** Far past the timeout: a socket still open then was never going to be closed. */
const GIVE_UP_MS = 8 * REQUEST_TIMEOUT_MS;

const t = withTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

interface Closed {
  /** What the server wrote before it closed the socket. */
  answer: string;
  closed: boolean;
}

/** Opens a raw socket, writes `start` and then nothing more, and reports how the server ends it. */
function stallAfter(start: string): Promise<Closed> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, GIVE_UP_MS);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closed: true });
    });
  });
}

describe(`a request must arrive within REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms here)`, () => {
  it('answers 408 and closes the socket when the headers never finish', async () => {
    const result = await stallAfter('POST /api/Auth/Login HTTP/1.1\r\nHost: courseclock.test\r\n');
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes the socket when the body never finishes', async () => {
    const body = '{"user":"runner","password":"';
    const result = await stallAfter(
      'POST /api/Auth/Login HTTP/1.1\r\nHost: courseclock.test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length + 100}\r\n\r\n${body}`,
    );
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends a byte', async () => {
    const result = await stallAfter('');
    expect(result.closed).toBe(true);
  });

  it('keeps a live stream open past the timeout: it still hears the next change', async () => {
    const location = await createLocation(t.database.db);
    const stream = await openEventStreamClient(`http://127.0.0.1:${port}/api/Live/Location/${location.id}`);
    expect(stream.status).toBe(200);
    let ended = false;
    void stream.ended.then(() => {
      ended = true;
    });
    await sleep(3 * REQUEST_TIMEOUT_MS);
    expect(ended).toBe(false);
    await createTime(t.database.db, { locationId: location.id });
    const change = await stream.waitFor((event) => event.event === BOARD_EVENT);
    expect(JSON.parse(change.data)).toMatchObject({ locationId: location.id });
    stream.close();
  });
});
