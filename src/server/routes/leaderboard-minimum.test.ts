import { describe, expect, it } from 'vitest';
import { belowPlausibleMinimum } from '../../shared/messages';
import { times } from '../db/schema/index';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;

async function member() {
  const user = await t.createUser();
  return { ...user, token: await t.login(user.userName) };
}

const save = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/AddToLeaderboard', token, payload });

describe('a location’s plausible minimum (minimumSeconds)', () => {
  it('is part of the location answer', async () => {
    const location = await createLocation(db(), { minimumSeconds: 40 });
    const response = await t.request({
      method: 'POST',
      url: '/api/Location/GetSingle',
      payload: { path: location.path },
    });
    expect(response.json().minimumSeconds).toBe(40);
  });

  it('refuses a casual time under it, naming duration and the minimum, and stores nothing', async () => {
    const location = await createLocation(db(), { minimumSeconds: 40 });
    const me = await member();
    const response = await save(me.token, runBody(location.id, 39_990));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ duration: belowPlausibleMinimum(40_000) });
    expect(response.json().error).toContain('0:40.00');
    expect(await db().select().from(times)).toHaveLength(0);
  });

  it('stores a casual time at the minimum', async () => {
    const location = await createLocation(db(), { minimumSeconds: 40 });
    const me = await member();
    expect((await save(me.token, runBody(location.id, 40_000))).statusCode).toBe(200);
  });

  it('keeps older casual times under it off every board (and out of standings) without deleting them', async () => {
    const location = await createLocation(db(), { minimumSeconds: 40 });
    const cheat = await t.createUser({ userName: 'cheat' });
    const honest = await t.createUser({ userName: 'honest' });
    const completed = new Date(NOW.getTime() - 3_600_000);
    await createTime(db(), {
      userId: cheat.id,
      locationId: location.id,
      duration: 5_000,
      timeCompleted: completed,
    });
    await createTime(db(), {
      userId: honest.id,
      locationId: location.id,
      duration: 50_000,
      timeCompleted: completed,
    });

    const names = (rows: { user: { userName: string } }[]) => rows.map((row) => row.user.userName);
    const listed = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListResults',
      payload: { locationId: location.id, official: false, period: 'all' },
    });
    expect(names(listed.json())).toEqual(['honest']);
    const casual = await t.request({
      method: 'GET',
      url: `/api/Leaderboard/CasualResults/${location.id}?period=week`,
    });
    expect(names(casual.json())).toEqual(['honest']);
    const overview = await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' });
    const board = overview
      .json()
      .find((entry: { location: { id: number } }) => entry.location.id === location.id);
    expect(names(board.casual)).toEqual(['honest']);

    const me = await member();
    const saved = await save(me.token, runBody(location.id, 60_000));
    expect(saved.json()).toMatchObject({ standing: 2, result: { standing: 2 } });
    expect(await db().select().from(times)).toHaveLength(3);
  });

  it('does not limit comp times', async () => {
    const location = await createLocation(db(), { minimumSeconds: 40 });
    const runner = await t.createUser({ userName: 'fast' });
    const event = await createEvent(db(), { locationId: location.id });
    await createTime(db(), {
      userId: runner.id,
      locationId: location.id,
      eventId: event.id,
      duration: 5_000,
    });
    const listed = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListResults',
      payload: { locationId: location.id, official: true, period: 'all' },
    });
    expect(listed.json()).toHaveLength(1);
  });
});
