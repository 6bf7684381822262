import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardVersions, locations, users } from '../db/schema/index';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { createLocation, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;

interface Entry {
  location: { name: string };
  casual: { user: { userName: string }; duration: number }[];
}

async function overview(period = 'all'): Promise<Entry[]> {
  const response = await t.request({ method: 'GET', url: `/api/Leaderboard/GetOverview?period=${period}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
/** A location's board counter (migration 0007): 0 before its first change. */
async function counterOf(locationId: number): Promise<number> {
  const [row] = await db()
    .select({ version: boardVersions.version })
    .from(boardVersions)
    .where(eq(boardVersions.board, `location:${locationId}`));
  return Number(row?.version ?? 0);
}
const casualOf = (entries: Entry[], name: string) =>
  entries
    .find((entry) => entry.location.name === name)
    ?.casual.map((row) => [row.user.userName, row.duration]);

/**
 * The overview is kept per period between requests (src/server/adapters/overview-answers.ts); each
 * case reads it first, so the next read would serve the cached answer unless the change is seen.
 */
describe('GET /api/Leaderboard/GetOverview, cached between requests', () => {
  it('shows a save made after the overview was read, at once', async () => {
    const { id: locationId } = await createLocation(db(), { name: 'Bondi' });
    const runner = await t.signIn({ userName: 'ann' });
    expect(casualOf(await overview(), 'Bondi')).toEqual([]);
    const saved = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token: runner.token,
      payload: runBody(locationId, 61_000),
    });
    expect(saved.statusCode).toBe(200);
    expect(casualOf(await overview(), 'Bondi')).toEqual([['ann', 61_000]]);
  });

  it('shows a location added after the overview was read, and a competitor’s new name', async () => {
    const { id: locationId } = await createLocation(db(), { name: 'Bondi' });
    const runner = await t.createUser({ userName: 'ann' });
    await createTime(db(), {
      userId: runner.id,
      locationId,
      duration: 70_000,
      timeCompleted: daysBefore(NOW, 2),
    });
    expect((await overview()).map((entry) => entry.location.name)).toEqual(['Bondi']);
    await createLocation(db(), { name: 'Coogee', path: 'coogee' });
    expect((await overview()).map((entry) => entry.location.name)).toEqual(['Bondi', 'Coogee']);
    await db().update(users).set({ userName: 'annie' }).where(eq(users.id, runner.id));
    expect(casualOf(await overview(), 'Bondi')).toEqual([['annie', 70_000]]);
  });

  it('drops a time from a rolling period once it leaves the window, with no write', async () => {
    const { id: locationId } = await createLocation(db(), { name: 'Bondi' });
    const runner = await t.createUser({ userName: 'ann' });
    const sixDaysAgo = daysBefore(NOW, 6);
    await createTime(db(), { userId: runner.id, locationId, duration: 70_000, timeCompleted: sixDaysAgo });
    expect(casualOf(await overview('week'), 'Bondi')).toEqual([['ann', 70_000]]);
    t.setNow(new Date(NOW.getTime() + 12 * 3600_000));
    expect(casualOf(await overview('week'), 'Bondi')).toEqual([['ann', 70_000]]);
    t.setNow(daysBefore(new Date(sixDaysAgo.getTime() + 60_000), -7));
    expect(casualOf(await overview('week'), 'Bondi')).toEqual([]);
  });

  it('reads again only the location a save changed, and reuses the others’ parts', async () => {
    const bondi = await createLocation(db(), { name: 'Bondi' });
    const coogee = await createLocation(db(), { name: 'Coogee', path: 'coogee' });
    const runner = await t.signIn({ userName: 'ann' });
    await createTime(db(), {
      userId: runner.id,
      locationId: coogee.id,
      duration: 80_000,
      timeCompleted: NOW,
    });
    await overview();
    const parts = t.app.ctx.overviews.parts;
    const coogeeCounter = await counterOf(coogee.id);
    const coogeePart = parts.get(`all:${coogee.id}`, coogeeCounter, NOW.getTime());
    expect(coogeePart?.body.toString()).toContain('"ann"');
    const saved = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token: runner.token,
      payload: runBody(bondi.id, 61_000),
    });
    expect(saved.statusCode).toBe(200);
    const entries = await overview();
    expect(casualOf(entries, 'Bondi')).toEqual([['ann', 61_000]]);
    expect(casualOf(entries, 'Coogee')).toEqual([['ann', 80_000]]);
    expect(await counterOf(coogee.id)).toBe(coogeeCounter);
    expect(parts.get(`all:${coogee.id}`, coogeeCounter, NOW.getTime())).toBe(coogeePart);
  });

  it('shows a location renamed after the overview was read, and leaves out one disabled', async () => {
    const bondi = await createLocation(db(), { name: 'Bondi' });
    const coogee = await createLocation(db(), { name: 'Coogee', path: 'coogee' });
    expect((await overview()).map((entry) => entry.location.name)).toEqual(['Bondi', 'Coogee']);
    await db().update(locations).set({ name: 'Avalon' }).where(eq(locations.id, coogee.id));
    expect((await overview()).map((entry) => entry.location.name)).toEqual(['Avalon', 'Bondi']);
    await db().update(locations).set({ disabled: true }).where(eq(locations.id, bondi.id));
    expect((await overview()).map((entry) => entry.location.name)).toEqual(['Avalon']);
  });
});
