import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_EVENT } from '../../shared/live-events';
import { buildApp } from '../app';
import { times, users } from '../db/schema/index';
import { openEventStreamClient, type ReceivedEvent } from '../test/event-stream-client';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const LIVE_STREAMS_PER_ADDRESS = 5;
const t = withTestApp({ now: NOW, env: { LIVE_STREAMS_PER_ADDRESS: String(LIVE_STREAMS_PER_ADDRESS) } });
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

const boardEvents = (event: ReceivedEvent) => event.event === BOARD_EVENT;
const dataOf = (event: ReceivedEvent) => JSON.parse(event.data);

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
    const eventStream = await openEventStreamClient(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`);
    const locationStream = await openEventStreamClient(
      `${baseUrl(t.app)}/api/Live/Location/${at.locationId}`,
    );
    const quietStream = await openEventStreamClient(`${baseUrl(t.app)}/api/Live/Location/${elsewhere}`);
    expect(eventStream.status).toBe(200);

    expect((await recordThrough(t.app, at, 61_000)).statusCode).toBe(200);
    const change = { locationId: at.locationId, eventId: at.eventId, official: true, resync: false };
    expect(dataOf(await eventStream.waitFor(boardEvents))).toEqual(change);
    expect(dataOf(await locationStream.waitFor(boardEvents))).toEqual(change);
    expect(quietStream.events).toEqual([]);
    for (const stream of [eventStream, locationStream, quietStream]) stream.close();
  });

  it('tells followers when a time is deleted and when a competitor is disabled', async () => {
    const at = await refereedEvent();
    const { id: timeId } = await createTime(db(), {
      userId: at.competitor.id,
      locationId: at.locationId,
      eventId: at.eventId,
      duration: 50_000,
      timeCompleted: NOW,
    });
    const stream = await openEventStreamClient(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`);
    await db().update(users).set({ disabled: true }).where(eq(users.id, at.competitor.id));
    await stream.waitFor(boardEvents);
    await db().delete(times).where(eq(times.id, timeId));
    await stream.waitFor((event) => boardEvents(event) && event !== stream.events[0]);
    expect(stream.events).toHaveLength(2);
    stream.close();
  });

  it('starts with a resync event when the client resumes with Last-Event-ID', async () => {
    const at = await refereedEvent();
    const stream = await openEventStreamClient(`${baseUrl(t.app)}/api/Live/Event/${at.eventId}`, {
      'last-event-id': '1700000000000',
    });
    const first = await stream.waitFor(boardEvents);
    expect(dataOf(first)).toMatchObject({ resync: true });
    expect(Number(first.id)).toBeGreaterThan(0);
    stream.close();
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
    const streams = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_ADDRESS }, () => openEventStreamClient(url)),
    );
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const refused = await openEventStreamClient(url);
    expect(refused.status).toBe(429);
    streams[0].close();
    await expect
      .poll(async () => {
        const retry = await openEventStreamClient(url);
        retry.close();
        return retry.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });

  it('reaches a follower on another app instance on the same database', async () => {
    const at = await refereedEvent();
    const stream = await openEventStreamClient(`${baseUrl(other)}/api/Live/Event/${at.eventId}`);
    const sent = performance.now();
    expect((await recordThrough(t.app, at, 70_000)).statusCode).toBe(200);
    const received = await stream.waitFor(boardEvents);
    console.info(
      `live board: instance A write → instance B follower in ${(received.at - sent).toFixed(1)} ms`,
    );
    stream.close();
  });

  it('ends open streams when the app closes', async () => {
    const at = await refereedEvent();
    const closing = await buildApp(t.config, { database: t.database, logger: false, now: () => NOW });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStreamClient(`${baseUrl(closing)}/api/Live/Event/${at.eventId}`);
    await closing.close();
    await stream.ended;
    expect(stream.events).toEqual([]);
  });
});
