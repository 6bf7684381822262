import { and, eq, sql } from 'drizzle-orm';
import { createImageStore } from '../../adapters/images';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { insertContent } from './content';
import { insertEquipment } from './equipment';
import { insertEvents, planEvents } from './events';
import { storeEquipmentImages } from './images';
import { insertLocations, insertSiteEquipment } from './locations';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_USER_NAME,
  type DemoAccount,
  hashDemoPasswords,
  insertPeople,
} from './people';
import { insertDemoSplits } from './splits';
import { insertTimes, planCasualTimes, planOfficialTimes } from './times';

export { DEMO_ACCOUNTS, type DemoAccount };

const DEMO_ADMIN_EMAIL = `${DEMO_ADMIN_USER_NAME}@example.com`;

interface SeedDemoOptions {
  /** Events and times are placed relative to this moment (tests pin it). */
  now?: Date;
}

export class DemoDataExistsError extends Error {
  constructor() {
    super(
      `A user named '${DEMO_ADMIN_USER_NAME}' already exists: the demo data needs that name, so nothing was added.`,
    );
    this.name = 'DemoDataExistsError';
  }
}

/** Someone (the demo or ADMIN_EMAIL) already holds the demo admin's user name. */
export async function demoAdminNameTaken(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.userName})`, DEMO_ADMIN_USER_NAME))
    .limit(1);
  return rows.length > 0;
}

/** The demo's own admin is there (not an ADMIN_EMAIL admin that happens to be called admin). */
export async function hasDemoData(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.userName})`, DEMO_ADMIN_USER_NAME), eq(users.email, DEMO_ADMIN_EMAIL)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Locations, equipment (with drawn images, in the image store), events, users, a year of times and site content,
 * the same on every run apart from being placed relative to `now`. One transaction: all or nothing.
 * Roles must exist (ensureRoles), as after prepareDatabase.
 */
export async function seedDemoData(
  db: Db,
  { now = new Date() }: SeedDemoOptions = {},
): Promise<DemoAccount[]> {
  // Checked again inside the transaction; this early answer skips the drawing and hashing.
  if (await demoAdminNameTaken(db)) throw new DemoDataExistsError();
  // The images are stored before the transaction, beside the hashing: should the rest fail, the rows
  // left behind are the very ones the next attempt stores (keyed by content), not stray data.
  const [hashes, imageUrls] = await Promise.all([
    hashDemoPasswords(),
    storeEquipmentImages(createImageStore(db)),
  ]);
  await db.transaction(async (tx) => {
    if (await demoAdminNameTaken(tx)) throw new DemoDataExistsError();
    const locationIds = await insertLocations(tx);
    const equipmentIds = await insertEquipment(tx, imageUrls);
    await insertSiteEquipment(tx, locationIds, equipmentIds);
    const people = await insertPeople(tx, hashes, locationIds);
    const seededEvents = await insertEvents(tx, planEvents(now), locationIds, people);
    await insertTimes(tx, [
      ...planCasualTimes(people.members, locationIds, now),
      ...planOfficialTimes(people.members, seededEvents, people.refereeId, now),
    ]);
    await insertDemoSplits(tx, now);
    await insertContent(tx);
  });
  return DEMO_ACCOUNTS;
}
