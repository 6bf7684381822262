import { and, asc, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, locations, siteEquipment, times } from '../db/schema/index';
import { official, repeat, save } from './board-rule-runs';
import { type Operation, pickTime, post, type World } from './board-rule-world';

/** The staff's and members' other operations of the board-rule property test, and `apply`. */

/** The admin's location form with `changes` (Location/Update takes the whole form). */
async function updateLocation(world: World, index: number, changes: object) {
  const db = world.t.database.db;
  const [row] = await db.select().from(locations).where(eq(locations.id, world.locationIds[index]));
  const response = await post(
    world,
    'Location/Update',
    {
      id: row.id,
      name: row.name,
      streetNumber: row.streetNumber,
      streetAddress: row.streetAddress,
      city: row.city,
      state: row.state,
      minimumSeconds: row.minimumSeconds,
      gateOnly: row.gateOnly,
      ...changes,
    },
    world.admin.token,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function setDisabled(world: World, index: number, disabled: boolean) {
  const member = world.members[index];
  if (disabled === (member.token === null)) return;
  const response = disabled
    ? await post(world, 'UserManagement/Disable', { id: member.id }, world.admin.token)
    : await post(
        world,
        'UserManagement/EditUser',
        {
          ...(await post(world, 'UserManagement/GetSingle', { id: member.id }, world.admin.token)).json(),
          disabled: false,
        },
        world.admin.token,
      );
  expect(response.statusCode, response.body).toBe(200);
  // Disabling ends the member's sessions; enabled again, they sign in anew.
  member.token = disabled ? null : await world.t.login(member.userName);
}

async function ownDelete(world: World, op: Extract<Operation, { kind: 'ownDelete' }>) {
  const member = world.members[op.member];
  const time = await pickTime(world, op.pick, (row) => row.userId === member.id && !row.official);
  if (!member.token || !time) return;
  const response = await world.t.request({
    method: 'DELETE',
    url: `/api/Leaderboard/Delete/${time.id}`,
    token: member.token,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function adminDelete(world: World, pick: number) {
  const time = await pickTime(world, pick);
  if (!time) return;
  const response = await post(world, 'Location/DeleteTime', { id: time.id }, world.admin.token);
  expect(response.statusCode, response.body).toBe(200);
}

/** Puts back a deleted time that is not back yet, from its audit entry. */
async function restore(world: World, pick: number) {
  const db = world.t.database.db;
  const deletions = await db
    .select({ id: auditLog.id, timeId: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'time'), eq(auditLog.action, 'delete')))
    .orderBy(desc(auditLog.id));
  const present = new Set((await db.select({ id: times.id }).from(times)).map((row) => row.id));
  const waiting = deletions.filter((entry) => entry.timeId !== null && !present.has(entry.timeId));
  // The latest deletion of a time stands for it (a time deleted, restored and deleted again).
  const latest = waiting.filter(
    (entry, index) => waiting.findIndex((e) => e.timeId === entry.timeId) === index,
  );
  if (latest.length === 0) return;
  const entry = latest[pick % latest.length];
  const response = await post(world, 'Admin/Audit/Restore', { id: entry.id }, world.admin.token);
  expect(response.statusCode, response.body).toBe(200);
}

async function moveObstacle(world: World, op: Extract<Operation, { kind: 'moveObstacle' }>) {
  const locationId = world.locationIds[op.location];
  const course = await world.t.database.db
    .select()
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, locationId))
    .orderBy(asc(siteEquipment.index));
  const site = course[op.from % course.length];
  const response = await post(
    world,
    'Location/UpdateEquipmentIndex',
    { id: site.id, locationId, index: op.to % course.length },
    world.admin.token,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** An admin takes a run off the boards (with a reason), or puts a removed one back. */
async function removeFromBoards(world: World, op: Extract<Operation, { kind: 'remove' }>) {
  const time = await pickTime(world, op.pick, (row) => (row.removedAt === null) === op.removed);
  if (!time) return;
  const response = op.removed
    ? await post(
        world,
        `Admin/Times/RemoveFromBoards/${time.id}`,
        { reason: 'Not a real run' },
        world.admin.token,
      )
    : await world.t.request({
        method: 'POST',
        url: `/api/Admin/Times/RestoreToBoards/${time.id}`,
        token: world.admin.token,
      });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves the clock on; sessions may have ended meanwhile, so everyone signs in again. */
async function advance(world: World, ms: number) {
  world.now = new Date(world.now.getTime() + ms);
  world.t.setNow(world.now);
  const login = (userName: string) => world.t.login(userName);
  world.admin.token = await login(world.admin.userName);
  world.referee.token = await login(world.referee.userName);
  for (const member of world.members) if (member.token) member.token = await login(member.userName);
}

/** Does one operation; `check` is the caller's (it reads every board). */
export async function apply(world: World, op: Operation): Promise<void> {
  const db = world.t.database.db;
  switch (op.kind) {
    case 'save':
      return save(world, op);
    case 'repeat':
      return repeat(world, op);
    case 'official':
      return official(world, op);
    case 'minimum':
      return updateLocation(world, op.location, { minimumSeconds: op.seconds });
    case 'gateOnly':
      return updateLocation(world, op.location, { gateOnly: op.on });
    case 'locationDisabled':
      return updateLocation(world, op.location, { disabled: op.disabled });
    case 'disable':
    case 'enable':
      return setDisabled(world, op.member, op.kind === 'disable');
    case 'ownDelete':
      return ownDelete(world, op);
    case 'adminDelete':
      return adminDelete(world, op.pick);
    case 'restore':
      return restore(world, op.pick);
    case 'remove':
      return removeFromBoards(world, op);
    case 'witness': {
      const time = await pickTime(world, op.pick, (row) => row.timingMethod === 'gate');
      if (time) await db.update(times).set({ witnessed: op.witnessed }).where(eq(times.id, time.id));
      return;
    }
    case 'moveObstacle':
      return moveObstacle(world, op);
    case 'advance':
      return advance(world, op.ms);
    case 'check':
      return;
  }
}
