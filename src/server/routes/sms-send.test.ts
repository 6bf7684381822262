import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { smsTexts } from '../../shared/messages';
import { MAX_DELIVERY_ATTEMPTS } from '../adapters/delivery';
import { auditLog, locationSubscriptions, outgoingSms, smsBatches } from '../db/schema/index';
import { SMS_BATCH_LIMIT } from '../services/sms/queue-sms-batch';
import { createAdmin, createLocation, createUser } from '../test/factories';
import { withMessagingTestApp } from '../test/messaging';

const { t, sms: provider } = withMessagingTestApp();

const receiver = (phoneNumber: string, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.database.db, { phoneNumber, phoneNumberConfirmed: true, ...overrides });

async function adminToken(): Promise<string> {
  return t.login((await createAdmin(t.database.db)).userName);
}

const post = (url: string, payload: object, token: string) =>
  t.request({ method: 'POST', url, payload, token });
const batch = async (id: number, token: string) =>
  (await t.request({ method: 'GET', url: `/api/Sms/Batches/${id}`, token })).json();

describe('POST /api/Sms/SendToAll', () => {
  it('queues one message per recipient number, answers at once, and the background sends each once', async () => {
    const numbers = ['+61400000001', '+61400000002', '+61400000003'];
    for (const number of numbers) await receiver(number);
    await receiver('+61400000009', { smsNotifications: false });
    const token = await adminToken();

    const response = await post('/api/Sms/SendToAll', { message: '  Course closed today  ' }, token);
    expect(response.statusCode).toBe(200);
    const { batchId, queued } = response.json();
    expect(queued).toBe(3);
    const [stored] = await t.database.db.select().from(smsBatches);
    expect(stored).toMatchObject({ id: batchId, message: 'Course closed today', recipientCount: 3 });
    expect(stored.locationId).toBeNull();
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'sms_batch'));
    expect(audit).toMatchObject({ action: 'send', entityId: batchId });

    await t.app.ctx.sms.drain();
    expect(provider.messages.map((m) => m.to).sort()).toEqual(numbers);
    expect(new Set(provider.messages.map((m) => m.body))).toEqual(new Set(['Course closed today']));
    const rows = await t.database.db.select().from(outgoingSms).where(eq(outgoingSms.batchId, batchId));
    expect(rows.every((row) => row.status === 'sent' && row.providerId)).toBe(true);
    expect(await batch(batchId, token)).toEqual({
      id: batchId,
      message: 'Course closed today',
      locationId: null,
      recipientCount: 3,
      queued: 0,
      sent: 3,
      failed: 0,
      createdAt: stored.createdAt.toISOString(),
    });
  });

  it('answers 400 naming message for an empty, blank or too long one, and takes one of the longest length', async () => {
    await receiver('+61400000001');
    const token = await adminToken();
    const tooLong = 'x'.repeat(limits.smsMessageMax + 1);
    for (const payload of [{}, { message: '' }, { message: '   ' }, { message: 42 }, { message: tooLong }]) {
      const response = await post('/api/Sms/SendToAll', payload, token);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().fields).toHaveProperty('message');
    }
    expect((await post('/api/Sms/SendToAll', { message: '' }, token)).json().fields.message).toBe(
      smsTexts.messageRequired,
    );
    const longest = await post('/api/Sms/SendToAll', { message: 'x'.repeat(limits.smsMessageMax) }, token);
    expect(longest.statusCode).toBe(200);
    expect(await t.database.db.select().from(smsBatches)).toHaveLength(1);
  });

  it('answers 400 when nobody would receive it, leaving no batch and no audit row', async () => {
    await receiver('+61400000001', { phoneNumberConfirmed: false });
    const response = await post('/api/Sms/SendToAll', { message: 'Anyone?' }, await adminToken());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(smsTexts.noRecipients);
    expect(await t.database.db.select().from(smsBatches)).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it(`allows ${SMS_BATCH_LIMIT.limit} sends an hour per admin, then 429 with Retry-After`, async () => {
    await receiver('+61400000001');
    const token = await adminToken();
    for (let i = 0; i < SMS_BATCH_LIMIT.limit; i++)
      expect((await post('/api/Sms/SendToAll', { message: `Note ${i}` }, token)).statusCode).toBe(200);
    const refused = await post('/api/Sms/SendToAll', { message: 'One too many' }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.database.db.select().from(smsBatches)).toHaveLength(SMS_BATCH_LIMIT.limit);
    // Another admin has a limit of their own.
    expect((await post('/api/Sms/SendToAll', { message: 'Mine' }, await adminToken())).statusCode).toBe(200);
  });
});

describe('POST /api/Sms/SendToGroup', () => {
  it("texts only the location's subscribers who get SMS updates", async () => {
    const db = t.database.db;
    const bondi = await createLocation(db);
    const subscriber = await receiver('+61400000001');
    const optedOut = await receiver('+61400000002', { smsNotifications: false });
    await receiver('+61400000003');
    await db.insert(locationSubscriptions).values([
      { userId: subscriber.id, locationId: bondi.id },
      { userId: optedOut.id, locationId: bondi.id },
    ]);
    const token = await adminToken();
    const response = await post(
      '/api/Sms/SendToGroup',
      { message: 'Bondi is wet', locationId: bondi.id },
      token,
    );
    expect(response.json()).toEqual({ batchId: expect.any(Number), queued: 1 });
    await t.app.ctx.sms.drain();
    expect(provider.messages.map((m) => [m.to, m.body])).toEqual([['+61400000001', 'Bondi is wet']]);
    expect(await batch(response.json().batchId, token)).toMatchObject({ locationId: bondi.id, sent: 1 });
  });

  it('answers 400 naming locationId or message, 404 for an unknown or disabled location, 400 for no subscribers', async () => {
    const token = await adminToken();
    const empty = await createLocation(t.database.db);
    const closed = await createLocation(t.database.db, { disabled: true });
    for (const payload of [{ message: 'Hi' }, { message: 'Hi', locationId: '5' }]) {
      const response = await post('/api/Sms/SendToGroup', payload, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('locationId');
    }
    const blank = await post('/api/Sms/SendToGroup', { message: ' ', locationId: empty.id }, token);
    expect(blank.json().fields).toHaveProperty('message');
    for (const locationId of [closed.id, 9999])
      expect((await post('/api/Sms/SendToGroup', { message: 'Hi', locationId }, token)).statusCode).toBe(404);
    const nobody = await post('/api/Sms/SendToGroup', { message: 'Hi', locationId: empty.id }, token);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe(smsTexts.noGroupRecipients);
  });
});

describe('GET /api/Sms/Batches', () => {
  it('lists recent batches newest first with their counts, failed ones included; 404 for an unknown id', async () => {
    await receiver('+61400000001');
    const token = await adminToken();
    const first = (await post('/api/Sms/SendToAll', { message: 'First' }, token)).json();
    await t.app.ctx.sms.drain();
    provider.failNext(MAX_DELIVERY_ATTEMPTS);
    const second = (await post('/api/Sms/SendToAll', { message: 'Second' }, token)).json();
    await t.app.ctx.sms.drain();
    for (let pass = 1; pass < MAX_DELIVERY_ATTEMPTS; pass++) await t.app.ctx.sms.retryDue();

    const list = await t.request({ method: 'GET', url: '/api/Sms/Batches', token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { id: second.batchId, message: 'Second', queued: 0, sent: 0, failed: 1 },
      { id: first.batchId, message: 'First', queued: 0, sent: 1, failed: 0 },
    ]);
    const unknown = await t.request({ method: 'GET', url: '/api/Sms/Batches/9999', token });
    expect(unknown.statusCode).toBe(404);
    const text = await t.request({ method: 'GET', url: '/api/Sms/Batches/abc', token });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toHaveProperty('id');
  });
});
