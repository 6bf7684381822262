import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../../shared/format';
import { STATES } from '../../../shared/limits';
import { ROLE_ADMIN, ROLE_REFEREE } from '../../../shared/roles';
import { SEGMENT_MIN_SECONDS } from '../../../shared/splits';
import { isAustralianMobile } from '../../../shared/validation';
import { createImageStore } from '../../adapters/images';
import { loadConfig } from '../../config';
import { type Database, queryRows } from '../../db/client';
import {
  content,
  contentSections,
  equipment,
  eventReferees,
  events,
  images,
  locations,
  roles,
  siteEquipment,
  times,
  userRoles,
  users,
} from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase } from '../../test/database';
import { prepareDatabase } from '../prepare';
import { DEMO_EQUIPMENT, type EquipmentName } from './equipment';
import { planEvents } from './events';
import { storeEquipmentImages } from './images';
import { DEMO_ACCOUNTS, DemoDataExistsError, hasDemoData, seedDemoData } from './seed-demo';
import { planCasualTimes, planOfficialTimes } from './times';

const NOW = new Date('2025-08-14T03:30:00.000Z');
const DAY_MS = 86_400_000;

let database: Database;

// How long the seed takes is measured by bench/demo-seed.ts (npm run bench:seed), not asserted here.
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { now: NOW });
});
afterAll(async () => {
  await database.close();
});

const rowsOf = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe('seedDemoData', () => {
  it('adds active locations in several states and one disabled location', async () => {
    const rows = await database.db.select().from(locations);
    const active = rows.filter((row) => !row.disabled);
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(new Set(active.map((row) => row.state)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.disabled)).toMatchObject([{ state: 'WA' }]);
    for (const row of rows) {
      expect(row.path).toBe(slugify(row.name));
      expect(STATES).toContain(row.state);
      expect(row.streetAddress.length).toBeGreaterThan(3);
      expect(row.city.length).toBeGreaterThan(3);
      if (row.streetNumber !== null) expect(row.streetNumber).toMatch(/^\d+$/);
    }
    expect(new Set(rows.map((row) => row.name.toLowerCase())).size).toBe(rows.length);
  });

  it('adds equipment with instructions and drawn WebP images in the image store, and one without an image', async () => {
    const rows = await database.db.select().from(equipment);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((row) => row.imageUrl === null)).toHaveLength(1);
    // No demo clip: a made-up video id would only show 'Video unavailable'; admins add real ones.
    expect(rows.every((row) => row.videoUrl === null && !row.showVideo)).toBe(true);
    for (const row of rows) {
      expect(row.path).toBe(slugify(row.name));
      expect(row.instructions).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul>/);
      if (!row.imageUrl) continue;
      const hash = /^\/uploads\/([0-9a-f]{64})\.webp$/.exec(row.imageUrl)?.[1] ?? '';
      expect(hash, row.imageUrl).not.toBe('');
      const [image] = await database.db.select().from(images).where(eq(images.hash, hash));
      expect(image).toMatchObject({ contentType: 'image/webp', width: 800, height: 600 });
      expect(createHash('sha256').update(image.bytes).digest('hex')).toBe(hash);
      expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    }
    const withImages = rows.filter((row) => row.imageUrl !== null);
    expect(new Set(withImages.map((row) => row.imageUrl)).size).toBe(withImages.length);
    const [{ stored }] = await database.db.select({ stored: count() }).from(images);
    expect(stored).toBe(withImages.length);
  });

  it("orders each location's equipment 0..n-1 with a different set at each location", async () => {
    const rows = await database.db
      .select()
      .from(siteEquipment)
      .orderBy(asc(siteEquipment.locationId), asc(siteEquipment.index));
    const byLocation = new Map<number, number[][]>();
    for (const row of rows) {
      const list = byLocation.get(row.locationId) ?? [];
      list.push([row.index, row.equipmentId]);
      byLocation.set(row.locationId, list);
    }
    const [{ locationCount }] = await database.db.select({ locationCount: count() }).from(locations);
    expect(byLocation.size).toBe(locationCount);
    for (const list of byLocation.values()) {
      expect(list.map(([index]) => index)).toEqual(list.map((_, i) => i));
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map(([, equipmentId]) => equipmentId)).size).toBe(list.length);
    }
    const courses = [...byLocation.values()].map((list) => list.map(([, id]) => id).join(','));
    expect(new Set(courses).size).toBe(courses.length);
  });

  it('adds past, current and upcoming events with the demo referee on each', async () => {
    const rows = await database.db.select().from(events).orderBy(asc(events.startTime));
    const now = NOW.getTime();
    const past = rows.filter((row) => row.endTime.getTime() < now - 7 * DAY_MS);
    const current = rows.filter((row) => row.startTime.getTime() <= now && row.endTime.getTime() >= now);
    const upcoming = rows.filter((row) => row.startTime.getTime() > now + 20 * DAY_MS);
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    expect(current).toHaveLength(1);
    expect(now - current[0].startTime.getTime()).toBeGreaterThanOrEqual(3_600_000);
    expect(now - current[0].startTime.getTime()).toBeLessThan(3_900_000);
    expect(current[0].endTime.getTime() - now).toBeGreaterThan(23 * 3_600_000);
    for (const row of rows) {
      expect(row.path).toBe(slugify(row.name));
      expect(row.content).toContain('<p>');
    }
    const [referee] = await database.db.select().from(users).where(eq(users.userName, 'referee'));
    const assigned = await database.db
      .select()
      .from(eventReferees)
      .where(eq(eventReferees.userId, referee.id));
    expect(assigned.map((row) => row.eventId).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('adds an admin, a referee and 20+ members who can sign in with the listed passwords', async () => {
    const rows = await database.db.select().from(users);
    const roleRows = await database.db
      .select({ userName: users.userName, role: roles.name })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .innerJoin(roles, eq(roles.id, userRoles.roleId));
    expect(roleRows).toContainEqual({ userName: 'admin', role: ROLE_ADMIN });
    expect(roleRows).toContainEqual({ userName: 'referee', role: ROLE_REFEREE });
    const staff = new Set(roleRows.map((row) => row.userName));
    expect(rows.filter((row) => !staff.has(row.userName) && !row.disabled).length).toBeGreaterThanOrEqual(20);
    expect(rows.some((row) => row.smsNotifications)).toBe(true);
    expect(rows.some((row) => !row.smsNotifications)).toBe(true);
    for (const row of rows) {
      expect(row.userName.length).toBeLessThanOrEqual(12);
      expect(row.userName.length).toBeGreaterThanOrEqual(2);
      expect(row.phoneNumber).toMatch(/^\+614\d{8}$/);
      expect(isAustralianMobile(row.phoneNumber ?? '')).toBe(true);
      expect(row.emailConfirmed).toBe(true);
    }
    expect(DEMO_ACCOUNTS.map((account) => [account.role, account.userName])).toEqual([
      ['Admin', 'admin'],
      ['Referee', 'referee'],
      ['Member', 'member'],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.userName === account.userName);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password), account.userName).toBe(true);
    }
  });

  it('adds several hundred casual times over the last year with consistent start, end and duration', async () => {
    const [casual] = await rowsOf<{
      runs: number;
      bad_duration: number;
      bad_span: number;
      outside_year: number;
      odd: number;
    }>(sql`
      select count(*)::int as runs,
        count(*) filter (where ${times.duration} < 45000 or ${times.duration} > 360000)::int as bad_duration,
        count(*) filter (where ${times.timeStarted} <> ${times.timeCompleted} - ${times.duration} * interval '1 millisecond')::int as bad_span,
        count(*) filter (where ${times.timeCompleted} > ${NOW.toISOString()}::timestamptz
          or ${times.timeCompleted} < ${NOW.toISOString()}::timestamptz - interval '365 days')::int as outside_year,
        count(*) filter (where ${times.eventId} is not null or ${times.recordedById} is not null)::int as odd
      from ${times} where ${times.official} = false`);
    expect(casual.runs).toBeGreaterThanOrEqual(300);
    expect(casual).toMatchObject({ bad_duration: 0, bad_span: 0, outside_year: 0, odd: 0 });

    const [placement] = await rowsOf<{
      on_disabled_location: number;
      by_disabled_user: number;
      locations: number;
    }>(sql`
      select count(*) filter (where l.disabled)::int as on_disabled_location,
        count(*) filter (where u.disabled)::int as by_disabled_user,
        count(distinct t.location_id)::int as locations
      from times t join locations l on l.id = t.location_id join users u on u.id = t.user_id
      where t.official = false`);
    expect(placement).toMatchObject({ on_disabled_location: 0, by_disabled_user: 0 });
    expect(placement.locations).toBeGreaterThanOrEqual(3);
  });

  it('adds official times at past and current events, timed by the referee inside the event window', async () => {
    const perEvent = await rowsOf<{
      name: string;
      runs: number;
      outside: number;
      wrong_place: number;
      not_referee: number;
      not_by_referee: number;
    }>(sql`
      select e.name, count(t.id)::int as runs,
        count(t.id) filter (where t.time_started < e.start_time or t.time_completed > least(e.end_time, ${NOW.toISOString()}::timestamptz))::int as outside,
        count(t.id) filter (where t.location_id <> e.location_id or t.official = false)::int as wrong_place,
        count(t.id) filter (where t.recorded_by_id is distinct from (select id from users where user_name = 'referee'))::int as not_referee,
        count(t.id) filter (where t.timing_method <> 'referee' or not t.witnessed)::int as not_by_referee
      from events e left join times t on t.event_id = e.id
      group by e.id, e.name, e.start_time order by e.start_time`);
    const started = perEvent.filter((_, i) => i < 3);
    const upcoming = perEvent.slice(3);
    for (const row of started) {
      expect(row.runs, row.name).toBeGreaterThan(0);
      // Timed by the referee: timingMethod 'referee', witnessed, as the API stores an official time.
      expect(row, row.name).toMatchObject({ outside: 0, wrong_place: 0, not_referee: 0, not_by_referee: 0 });
    }
    for (const row of upcoming) expect(row.runs, row.name).toBe(0);
  });

  it("adds splits that fit each run's course, each segment a second or more, the demo member's recent runs among them", async () => {
    const [splits] = await rowsOf<{ runs: number; member: number; misfits: number }>(sql`
      with runs as (
        select s.time_id, count(*) as n, max(s.ms) as last, min(s.segment_ms) as shortest,
          string_agg(s.equipment_id::text, ',' order by s.position) as order_timed, min(s.course) as course
        from time_splits s group by s.time_id
      )
      select count(*)::int as runs,
        count(*) filter (where t.user_id = (select id from users where user_name = 'member'))::int as member,
        count(*) filter (where r.last <> t.duration or r.shortest < ${SEGMENT_MIN_SECONDS * 1000} or r.order_timed <> r.course
          or r.n <> (select count(*) from site_equipment se where se.location_id = t.location_id))::int as misfits
      from runs r join times t on t.id = r.time_id`);
    expect(splits.runs).toBeGreaterThan(100);
    expect(splits.member).toBeGreaterThan(3);
    expect(splits.misfits).toBe(0);
  });

  it('adds the content sections the screens load by slug, each with content', async () => {
    const rows = await database.db
      .select({
        slug: contentSections.slug,
        name: contentSections.name,
        title: content.title,
        copy: content.copy,
      })
      .from(contentSections)
      .innerJoin(content, eq(content.contentSectionId, contentSections.id));
    expect(rows.map((row) => row.slug).sort()).toEqual([
      'about',
      'feedback',
      'privacy-policy',
      'tips-and-rules',
      'welcome',
    ]);
    for (const row of rows) {
      expect(row.name.length).toBeGreaterThan(0);
      expect(row.title.length).toBeGreaterThan(0);
      expect(row.copy).toMatch(/^<(p|ul)>/);
    }
    expect(rows.find((row) => row.slug === 'privacy-policy')?.copy).toContain('at least 7 years');
    expect(rows.find((row) => row.slug === 'privacy-policy')?.copy).toMatch(
      /Crossing photos.*strip of the picture around the line.*deleted after 90 days/,
    );
  });

  it('plans the same events and times on every run', () => {
    const members = [
      { id: 11, userName: 'member', homes: ['bondi', 'southBank'] as const },
      { id: 12, userName: 'runner', homes: ['glenelg'] as const },
    ].map((member) => ({ ...member, homes: [...member.homes] }));
    const locationIds = { bondi: 1, albertPark: 2, southBank: 3, glenelg: 4, kingsPark: 5 };
    const plannedEvents = planEvents(NOW).map((event, i) => ({
      ...event,
      id: i + 1,
      locationId: locationIds[event.location],
    }));
    expect(planEvents(NOW)).toEqual(planEvents(NOW));
    expect(planCasualTimes(members, locationIds, NOW)).toEqual(planCasualTimes(members, locationIds, NOW));
    expect(planOfficialTimes(members, plannedEvents, 9, NOW)).toEqual(
      planOfficialTimes(members, plannedEvents, 9, NOW),
    );
    // The demo member has a full year of runs so My Results has plenty to show.
    expect(planCasualTimes(members, locationIds, NOW).filter((run) => run.userId === 11)).toHaveLength(40);
  });

  it('stores the same drawings under the same names again, adding no image rows', async () => {
    const [{ before }] = await database.db.select({ before: count() }).from(images);
    const urls = await storeEquipmentImages(createImageStore(database.db));
    const rows = await database.db
      .select({ name: equipment.name, imageUrl: equipment.imageUrl })
      .from(equipment);
    for (const row of rows) expect(urls.get(row.name as EquipmentName) ?? null, row.name).toBe(row.imageUrl);
    const [{ after }] = await database.db.select({ after: count() }).from(images);
    expect(after).toBe(before);
  });

  it('refuses to run twice and leaves the data as it was', async () => {
    expect(await hasDemoData(database.db)).toBe(true);
    const counts = () =>
      rowsOf<{ n: number; images: number }>(
        sql`select (select count(*)::int from ${times}) as n, (select count(*)::int from ${images}) as images`,
      );
    const before = await counts();
    await expect(seedDemoData(database.db, { now: NOW })).rejects.toBeInstanceOf(DemoDataExistsError);
    expect(await counts()).toEqual(before);
  });
});

describe('prepareDatabase with demo seeding on', () => {
  let fresh: Database;
  let dataDir: string;
  beforeAll(async () => {
    fresh = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'courseclock-prepare-'));
  });
  afterAll(async () => {
    await fresh.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database before ADMIN_EMAIL, then lists the demo accounts again on a later start', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Owner123!',
    });
    expect((await prepareDatabase(fresh, config)).demoAccounts).toEqual(DEMO_ACCOUNTS);
    const [bars] = await fresh.db.select().from(equipment).where(eq(equipment.path, 'monkey-bars'));
    const [{ stored }] = await fresh.db.select({ stored: count() }).from(images);
    expect(bars.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(stored).toBe(DEMO_EQUIPMENT.filter((item) => item.hasImage).length);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    const [owner] = await fresh.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(owner.userName).toBe('admin2');

    const [{ before }] = await fresh.db.select({ before: count() }).from(users);
    expect((await prepareDatabase(fresh, config)).demoAccounts).toEqual(DEMO_ACCOUNTS);
    const [{ after }] = await fresh.db.select({ after: count() }).from(users);
    expect(after).toBe(before);
    expect((await prepareDatabase(fresh, { ...config, seedDemo: false })).demoAccounts).toEqual([]);
  });
});
