import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gatePairings,
  oneTimeCodes,
  outgoingEmails,
  outgoingSms,
  rateLimitHits,
  times,
} from '../db/schema/index';
import { insertCrossedPairing } from '../test/crossing-photos';
import { withTestDatabase } from '../test/database';
import { createLocation, createUser } from '../test/factories';
import { insertGatePairing } from '../test/gate';
import { createOneTimeCode, verifyOneTimeCode } from './one-time-codes';
import { pruneStaleRows } from './prune';
import { recordHit } from './rate-limit';

const database = withTestDatabase();

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const daysAgo = (days: number) => hoursAgo(days * 24);

const insertUser = async () => (await createUser(database.db)).id;

describe('pruneStaleRows', () => {
  it('deletes sent and failed messages past a week, keeping newer, pending and outbox ones', async () => {
    const email = (subject: string, values: Partial<typeof outgoingEmails.$inferInsert>) => ({
      to: 'runner@example.com',
      subject,
      text: 'Body',
      ...values,
    });
    await database.db
      .insert(outgoingEmails)
      .values([
        email('sent 8 days ago', { status: 'sent', createdAt: daysAgo(8), sentAt: daysAgo(8) }),
        email('sent 6 days ago', { status: 'sent', createdAt: daysAgo(9), sentAt: daysAgo(6) }),
        email('failed 8 days ago', { status: 'failed', createdAt: daysAgo(8), attempts: 5 }),
        email('pending 30 days', { status: 'pending', createdAt: daysAgo(30) }),
        email('outbox 30 days', { status: 'outbox', createdAt: daysAgo(30) }),
      ]);
    await database.db.insert(outgoingSms).values([
      {
        to: '+61400000001',
        body: 'sent 8 days ago',
        status: 'sent',
        createdAt: daysAgo(8),
        sentAt: daysAgo(8),
      },
      { to: '+61400000002', body: 'sent today', status: 'sent', createdAt: hoursAgo(1), sentAt: hoursAgo(1) },
    ]);

    expect(await pruneStaleRows(database.db, now)).toEqual({
      emails: 2,
      sms: 1,
      codes: 0,
      rateLimitHits: 0,
      images: 0,
      gatePairings: 0,
      crossingPhotos: 0,
    });
    const subjects = await database.db.select({ subject: outgoingEmails.subject }).from(outgoingEmails);
    expect(subjects.map((row) => row.subject).sort()).toEqual([
      'outbox 30 days',
      'pending 30 days',
      'sent 6 days ago',
    ]);
    expect(await database.db.select({ body: outgoingSms.body }).from(outgoingSms)).toEqual([
      { body: 'sent today' },
    ]);
  });

  it('deletes one-time codes a day past their expiry, used or not, and keeps the others', async () => {
    const userId = await insertUser();
    const code = (expiresAt: Date, usedAt: Date | null = null) => ({
      userId,
      purpose: 'phone_confirm' as const,
      codeHash: `hash-${expiresAt.toISOString()}`,
      expiresAt,
      usedAt,
    });
    await database.db
      .insert(oneTimeCodes)
      .values([
        code(hoursAgo(25)),
        code(hoursAgo(30), hoursAgo(31)),
        code(hoursAgo(23)),
        code(hoursAgo(-1), hoursAgo(2)),
      ]);

    expect((await pruneStaleRows(database.db, now)).codes).toBe(2);
    const kept = await database.db.select({ expiresAt: oneTimeCodes.expiresAt }).from(oneTimeCodes);
    expect(kept.map((row) => row.expiresAt.getTime()).sort()).toEqual([
      hoursAgo(23).getTime(),
      hoursAgo(-1).getTime(),
    ]);
  });

  it('keeps a used code while an older code of its purpose could still be live, so that one stays shadowed', async () => {
    const userId = await insertUser();
    const target = { purpose: 'email_confirm' as const, userId };
    const older = await createOneTimeCode(database.db, { ...target, now: daysAgo(1.5) });
    const newer = await createOneTimeCode(database.db, { ...target, now: hoursAgo(35) });
    expect(await verifyOneTimeCode(database.db, { ...target, now: hoursAgo(34), code: newer })).toBe(true);

    await pruneStaleRows(database.db, now);
    expect(await verifyOneTimeCode(database.db, { ...target, now, code: older })).toBe(false);
  });

  it('deletes rate-limit hits older than the longest window', async () => {
    await recordHit(database.db, 'signup:10.0.0.1', hoursAgo(25));
    await recordHit(database.db, 'signup:10.0.0.1', hoursAgo(23));
    expect((await pruneStaleRows(database.db, now)).rateLimitHits).toBe(1);
    expect(await database.db.select({ createdAt: rateLimitHits.createdAt }).from(rateLimitHits)).toEqual([
      { createdAt: hoursAgo(23) },
    ]);
  });

  it('deletes two-phone pairings a day past their expiry', async () => {
    const userId = await insertUser();
    const { id: locationId } = await createLocation(database.db);
    // Each expires ten minutes after `now`.
    await insertGatePairing(database.db, { userId, locationId, now: hoursAgo(25) });
    const kept = await insertGatePairing(database.db, { userId, locationId, now: hoursAgo(23) });
    expect((await pruneStaleRows(database.db, now)).gatePairings).toBe(1);
    expect(await database.db.select({ id: gatePairings.id }).from(gatePairings)).toEqual([{ id: kept.id }]);
  });

  it('keeps a pairing a time names past the day, until the time is deleted', async () => {
    const userId = await insertUser();
    const { id: locationId } = await createLocation(database.db);
    const { pairing, timeId } = await insertCrossedPairing(database.db, {
      userId,
      locationId,
      now: daysAgo(30),
      timed: true,
    });
    expect((await pruneStaleRows(database.db, now)).gatePairings).toBe(0);
    expect(await database.db.select({ id: gatePairings.id }).from(gatePairings)).toEqual([
      { id: pairing.id },
    ]);

    await database.db.delete(times).where(eq(times.id, timeId ?? 0));
    expect((await pruneStaleRows(database.db, now)).gatePairings).toBe(1);
    expect(await database.db.select().from(gatePairings)).toEqual([]);
  });

  it('clears the crossing pictures of pairings made over 90 days ago, keeping the pairing a time names', async () => {
    const userId = await insertUser();
    const { id: locationId } = await createLocation(database.db);
    const photos = { start: '/uploads/a.webp', finish: '/uploads/b.webp' };
    const old = await insertCrossedPairing(database.db, {
      userId,
      locationId,
      now: daysAgo(91),
      photos,
      timed: true,
    });
    const recent = await insertCrossedPairing(database.db, {
      userId,
      locationId,
      now: daysAgo(89),
      photos,
      timed: true,
    });

    expect(await pruneStaleRows(database.db, now)).toMatchObject({ crossingPhotos: 1, gatePairings: 0 });
    const rows = await database.db
      .select({ id: gatePairings.id, start: gatePairings.startPhotoUrl, finish: gatePairings.finishPhotoUrl })
      .from(gatePairings)
      .orderBy(gatePairings.id);
    expect(rows).toEqual([
      { id: old.pairing.id, start: null, finish: null },
      { id: recent.pairing.id, ...photos },
    ]);
    expect((await pruneStaleRows(database.db, now)).crossingPhotos).toBe(0);
  });
});
