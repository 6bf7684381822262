import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, resetDatabase } from '../test/database';
import type { Database } from './client';
import { uniqueViolationOf } from './errors';
import { outgoingSms } from './schema/index';

/**
 * Migration 0006: one provider message (Twilio sid) belongs to at most one outgoing row, so a reconcile
 * after a crash can never count one text as two recipients'. Rows not sent yet have no sid, any number.
 */
describe('outgoing_sms.provider_id', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
  });

  const row = (to: string, providerId: string | null) => ({ to, body: 'Course closed today', providerId });

  it('refuses a second row with a sid another row holds', async () => {
    const sid = `SM${'a'.repeat(32)}`;
    await database.db.insert(outgoingSms).values(row('+61400000001', sid));

    const duplicate = database.db.insert(outgoingSms).values(row('+61400000002', sid));
    const error = await duplicate.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(uniqueViolationOf(error)).toBe('outgoing_sms_provider_id');
    expect(await database.db.select().from(outgoingSms)).toHaveLength(1);
  });

  it("refuses marking a row sent with another row's sid", async () => {
    const sid = `SM${'b'.repeat(32)}`;
    await database.db.insert(outgoingSms).values(row('+61400000001', sid));
    const [unsent] = await database.db.insert(outgoingSms).values(row('+61400000002', null)).returning();

    const error = await database.db
      .update(outgoingSms)
      .set({ providerId: sid, status: 'sent' })
      .where(eq(outgoingSms.id, unsent.id))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(uniqueViolationOf(error)).toBe('outgoing_sms_provider_id');
    const [after] = await database.db.select().from(outgoingSms).where(eq(outgoingSms.id, unsent.id));
    expect(after).toMatchObject({ providerId: null, status: 'pending' });
  });

  it('takes any number of rows without a sid, and distinct sids', async () => {
    await database.db
      .insert(outgoingSms)
      .values([
        row('+61400000001', null),
        row('+61400000002', null),
        row('+61400000003', `SM${'c'.repeat(32)}`),
        row('+61400000004', `SM${'d'.repeat(32)}`),
      ]);
    const stored = await database.db.select({ providerId: outgoingSms.providerId }).from(outgoingSms);
    expect(stored.filter((r) => r.providerId === null)).toHaveLength(2);
    expect(stored.flatMap((r) => (r.providerId ? [r.providerId] : [])).sort()).toEqual([
      `SM${'c'.repeat(32)}`,
      `SM${'d'.repeat(32)}`,
    ]);
  });
});
