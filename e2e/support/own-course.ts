import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO } from './fixtures';
import type { NewMember } from './members';
import { bearer } from './page-api';

/** A course a journey made for itself, with its obstacles in course order. */
interface OwnCourse {
  id: number;
  name: string;
  path: string;
  obstacles: { equipmentId: number; name: string }[];
}

async function asAdmin<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(`/api/${path}`, { headers: await bearer(request, DEMO.admin), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new location named `name` with new obstacles `obstacles` (in that order), made through the admin
 * API as the demo admin; `gateOnly` switches it to "Gate-timed runs only". Nothing of the demo's
 * courses changes, so journeys sharing a stack do not see each other's boards move.
 */
export async function ownCourse(
  request: APIRequestContext,
  { name, obstacles, gateOnly = false }: { name: string; obstacles: string[]; gateOnly?: boolean },
): Promise<OwnCourse> {
  const place = { name, streetAddress: 'Park Rd', city: 'Geelong', state: 'Victoria' };
  const created = await asAdmin<{ id: number; path: string }>(request, 'Location/Create', place);
  if (gateOnly) await asAdmin(request, 'Location/Update', { id: created.id, ...place, gateOnly: true });
  const course: OwnCourse = { id: created.id, name, path: created.path, obstacles: [] };
  for (const [index, obstacle] of obstacles.entries()) {
    const equipment = await asAdmin<{ id: number }>(request, 'Equipment/Create', { name: obstacle });
    await asAdmin(request, 'Location/AddEquipment', {
      locationId: created.id,
      equipmentId: equipment.id,
      index,
    });
    course.obstacles.push({ equipmentId: equipment.id, name: obstacle });
  }
  return course;
}

/**
 * `member`'s casual run at `course` of `durationMs`, finished `agoMs` ago; with `segments` (the
 * milliseconds on each obstacle in course order, adding up to the duration) it carries a split per
 * obstacle.
 */
export async function casualRun(
  request: APIRequestContext,
  member: NewMember,
  course: OwnCourse,
  { durationMs, agoMs = 60_000, segments }: { durationMs: number; agoMs?: number; segments?: number[] },
): Promise<void> {
  let upTo = 0;
  const splits = segments?.map((segment, index) => {
    upTo += segment;
    return { equipmentId: course.obstacles[index].equipmentId, ms: upTo };
  });
  const completed = Date.now() - agoMs;
  const saved = await request.post('/api/Leaderboard/AddToLeaderboard', {
    headers: await bearer(request, { user: member.userName, password: member.password }),
    data: {
      locationId: course.id,
      duration: durationMs,
      timeStarted: new Date(completed - durationMs).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
      ...(splits ? { splits } : {}),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
