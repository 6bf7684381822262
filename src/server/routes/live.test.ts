import { once } from 'node:events';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_EVENT } from '../../shared/live-events';
import { buildApp } from '../app';
import { times, users } from '../db/schema/index';
import {
  type EventStreamClient,
  openEventStreamClient,
  type ReceivedEvent,
} from '../test/event-stream-client';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const LIVE_STREAMS_PER_ADDRESS = 5;
// Behind one trusted proxy hop (TRUST_PROXY, README): each test follows from an address of its own.
const t = withTestApp({
  now: NOW,
  env: { LIVE_STREAMS_PER_ADDRESS: String(LIVE_STREAMS_PER_ADDRESS), TRUST_PROXY: '1' },
});
const db = () => t.database.db;

const baseUrl = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A second app instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  other = await buildApp(t.config, { database: t.database, logger: false, now: () => NOW });
  await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => other?.close());

/**
 * A server lets go of a closed stream only once it sees the socket close, which on a busy machine can
 * be after the next test has begun. So no test shares an address with another (the per-address cap
 * counts its own streams only), and a test's streams are closed after it even when it fails.
 */
let tests = 0;
let address = '';
const opened: EventStreamClient[] = [];
beforeEach(() => {
  tests += 1;
  address = `198.51.100.${tests}`;
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function follow(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const stream = await openEventStreamClient(url, { 'x-forwarded-for': address, ...headers });
  opened.push(stream);
  return stream;
}

const boardEvents = (event: ReceivedEvent) => event.event === BOARD_EVENT;
/** The stream's board events so far: heartbeats come every 15 s, however long a test takes. */
const boardEventsOf = (stream: EventStreamClient) => stream.events.filter(boardEvents);
const dataOf = (event: ReceivedEvent) => JSON.parse(event.data);

/** Waits until the stream has had n board events. */
async function boardEventCount(stream: EventStreamClient, n: number): Promise<void> {
  await stream.waitFor(() => boardEventsOf(stream).length >= n);
}

async function refereedEvent() {
  const locationId = (await createLocation(db())).id;
  const eventId = (
    await createEvent(db(), { locationId: locationId, startTime: new Date(NOW.getTime() - 2 * HOUR) })
  ).id;
  const referee = await t.createUser({ roles: ['Referee'] });
  await assignReferee(db(), { eventId, userId: referee.id });
  const competitor = await t.createUser();
  return { locationId, eventId, referee, competitor, token: await t.login(referee.userName) };
}

function recordThrough(
  app: FastifyInstance,
  at: Awaited<ReturnType<typeof refereedEvent>>,
  duration: number,
) {
  const completed = new Date(NOW.getTime() - 60_000);
  return app.inject({
    method: 'POST',
    url: '/api/Referee/AddToLeaderboard',
    headers: { authorization: `Bearer ${at.token}` },
    payload: {
      userId: at.competitor.id,
      eventId: at.eventId,
      locationId: at.locationId,
      timeStarted: new Date(completed.getTime() - duration).toISOString(),
      timeCompleted: completed.toISOString(),
      duration,
    },
  });
}

describe('GET /api/Live/Event/{eventId} and /api/Live/Location/{locationId}', () => {
  it('tells the event and location streams when a referee records a time, and nobody else', async () => {
    const at = await refereedEvent();
    const elsewhere = (await createLocation(db())).id;
    const eventStream = await follow(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`);
    const locationStream = await follow(`${baseUrl(t.app)}/api/Live/Location/${at.locationId}`);
    const quietStream = await follow(`${baseUrl(t.app)}/api/Live/Location/${elsewhere}`);
    expect(eventStream.status).toBe(200);

    expect((await recordThrough(t.app, at, 61_000)).statusCode).toBe(200);
    const change = { locationId: at.locationId, eventId: at.eventId, official: true, resync: false };
    expect(dataOf(await eventStream.waitFor(boardEvents))).toEqual(change);
    expect(dataOf(await locationStream.waitFor(boardEvents))).toEqual(change);
    // Notices reach a stream in commit order: once the quiet stream hears a later time of its own,
    // it would have heard the referee's before it.
    await createTime(db(), { locationId: elsewhere });
    const own = await quietStream.waitFor(boardEvents);
    expect(dataOf(own)).toMatchObject({ locationId: elsewhere, eventId: null });
    expect(boardEventsOf(quietStream)).toEqual([own]);
  });

  it('tells followers when a time is deleted and when a competitor is disabled', async () => {
    const at = await refereedEvent();
    // Followed before the event has a time: a notice can reach the instance after a later request
    // has, so one of a write made before the stream opened could still come in on it.
    const stream = await follow(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`);
    const { id: timeId } = await createTime(db(), {
      userId: at.competitor.id,
      locationId: at.locationId,
      eventId: at.eventId,
      duration: 50_000,
      timeCompleted: NOW,
    });
    await boardEventCount(stream, 1);
    await db().update(users).set({ disabled: true }).where(eq(users.id, at.competitor.id));
    await boardEventCount(stream, 2);
    await db().delete(times).where(eq(times.id, timeId));
    await boardEventCount(stream, 3);
    // A casual time on the event last, told apart by `official`: in commit order it comes after
    // everything before it, so no other board event was sent.
    await createTime(db(), {
      locationId: at.locationId,
      eventId: at.eventId,
      official: false,
      timingMethod: 'manual',
      witnessed: false,
    });
    const last = await stream.waitFor((event) => boardEvents(event) && dataOf(event).official === false);
    const told = { locationId: at.locationId, eventId: at.eventId, official: true, resync: false };
    expect(boardEventsOf(stream).map(dataOf)).toEqual([told, told, told, { ...told, official: false }]);
    expect(boardEventsOf(stream).at(-1)).toBe(last);
  });

  it("tells an event's followers when its format or penalty changes, and not when only its name does", async () => {
    const at = await refereedEvent();
    const stream = await follow(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`);
    const update = (set: { name?: string; format?: 'time' | 'penalty'; penaltySeconds?: number | null }) =>
      t.database.db.execute(
        sql`update events set name = coalesce(${set.name ?? null}, name),
              format = coalesce(${set.format ?? null}, format),
              penalty_seconds = ${set.format === undefined ? sql`penalty_seconds` : sql`${set.penaltySeconds ?? null}`}
            where id = ${at.eventId}`,
      );
    await update({ format: 'penalty', penaltySeconds: 30 });
    await boardEventCount(stream, 1);
    await update({ name: 'Renamed' });
    await update({ format: 'penalty', penaltySeconds: 10 });
    await boardEventCount(stream, 2);
    const told = { locationId: at.locationId, eventId: at.eventId, official: true, resync: false };
    expect(boardEventsOf(stream).map(dataOf)).toEqual([told, told]);
  });

  it('starts with a resync event when the client resumes with Last-Event-ID', async () => {
    const at = await refereedEvent();
    const stream = await follow(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`, {
      'last-event-id': '1700000000000',
    });
    const first = await stream.waitFor(boardEvents);
    expect(dataOf(first)).toMatchObject({ resync: true });
    expect(Number(first.id)).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown board and 400 naming the id for a bad one', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/Live/Event/99999' });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/Live/Location/abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['locationId']);
  });

  it(`holds at most ${LIVE_STREAMS_PER_ADDRESS} streams per address, and frees a place when one closes`, async () => {
    const locationId = (await createLocation(db())).id;
    const url = `${baseUrl(t.app)}/api/Live/Location/${locationId}`;
    const streams = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_ADDRESS }, () => follow(url)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(LIVE_STREAMS_PER_ADDRESS).fill(200));
    expect((await follow(url)).status).toBe(429);
    streams[0].close();
    // The place is free once the server sees the socket close: wait for that, however long it takes.
    await expect.poll(async () => (await follow(url)).status, { timeout: 20_000 }).toBe(200);
  });

  it('frees the place of a client that leaves while its board is still being checked', async () => {
    const locationId = (await createLocation(db())).id;
    const { port } = t.app.server.address() as AddressInfo;
    // The board check waits behind this lock until the server has seen the client go.
    await db().transaction(async (tx) => {
      await tx.execute(sql`lock table locations in access exclusive mode`);
      const accepted = once(t.app.server, 'connection') as Promise<[Socket]>;
      const received = once(t.app.server, 'request');
      const client = connect(port, '127.0.0.1');
      client.on('error', () => {});
      client.write(
        `GET /api/Live/Location/${locationId} HTTP/1.1\r\nHost: courseclock.test\r\n` +
          `Accept: text/event-stream\r\nX-Forwarded-For: ${address}\r\n\r\n`,
      );
      const [serverSide] = await accepted;
      await received;
      const gone = once(serverSide, 'close');
      client.destroy();
      await gone;
    });
    const url = `${baseUrl(t.app)}/api/Live/Location/${locationId}`;
    const streams = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_ADDRESS }, () => follow(url)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(LIVE_STREAMS_PER_ADDRESS).fill(200));
  });

  it('reaches a follower on another app instance on the same database', async () => {
    const at = await refereedEvent();
    const stream = await follow(`${baseUrl(other)}/api/Live/Event/${at.eventId}`);
    const sent = performance.now();
    expect((await recordThrough(t.app, at, 70_000)).statusCode).toBe(200);
    const received = await stream.waitFor(boardEvents);
    console.info(
      `live board: instance A write → instance B follower in ${(received.at - sent).toFixed(1)} ms`,
    );
  });

  it('ends open streams when the app closes', async () => {
    const at = await refereedEvent();
    const closing = await buildApp(t.config, { database: t.database, logger: false, now: () => NOW });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const stream = await follow(`${baseUrl(closing)}/api/Live/Event/${at.eventId}`);
    await closing.close();
    await stream.ended;
    expect(boardEventsOf(stream)).toEqual([]);
  });
});
