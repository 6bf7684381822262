import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locationSubscriptions, outgoingSms, smsBatches } from '../db/schema/index';
import { createAdmin, createLocation, createReferee, createUser } from '../test/factories';
import { withTestApp } from '../test/harness';

// No SMS provider configured: a send keeps its messages in the outbox.
const t = withTestApp();

/** A member who gets SMS updates (SMS on, phone confirmed, active), as the SPEC's Sms screens count. */
const receiver = (phoneNumber: string, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.database.db, { phoneNumber, phoneNumberConfirmed: true, ...overrides });

async function adminToken(): Promise<string> {
  const admin = await createAdmin(t.database.db);
  return t.login(admin.userName);
}

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

/** Members and a location: who should and should not be texted. */
async function members() {
  const db = t.database.db;
  const bondi = await createLocation(db, { name: 'Bondi' });
  const alice = await receiver('+61400000001', { userName: 'alice' });
  const bob = await receiver('+61400000002', { userName: 'bob' });
  // Shares alice's number: the number is texted once, both names shown.
  await receiver('+61400000001', { userName: 'Abe' });
  await receiver('+61400000003', { userName: 'optedout', smsNotifications: false });
  await receiver('+61400000004', { userName: 'unconfirmed', phoneNumberConfirmed: false });
  await receiver('+61400000005', { userName: 'gone', disabled: true });
  await receiver('', { userName: 'nophone' });
  const goneSubscriber = await receiver('+61400000006', { userName: 'gonesub', disabled: true });
  await db.insert(locationSubscriptions).values([
    { userId: bob.id, locationId: bondi.id },
    { userId: goneSubscriber.id, locationId: bondi.id },
  ]);
  return { bondi, alice, bob };
}

describe('GET /api/Sms/RecipientCount and /api/Sms/Recipients', () => {
  it('count and list the numbers of members with SMS on, a confirmed phone and an active account', async () => {
    await members();
    const token = await adminToken();
    const count = await get('/api/Sms/RecipientCount', token);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ count: 2 });
    const list = await get('/api/Sms/Recipients', token);
    expect(list.json()).toEqual([
      { phoneNumber: '+61400000001', userNames: ['Abe', 'alice'] },
      { phoneNumber: '+61400000002', userNames: ['bob'] },
    ]);
  });

  it("narrow to a location's subscribers with ?locationId=, 404 for an unknown or disabled one", async () => {
    const { bondi } = await members();
    const token = await adminToken();
    expect((await get(`/api/Sms/RecipientCount?locationId=${bondi.id}`, token)).json()).toEqual({ count: 1 });
    expect((await get(`/api/Sms/Recipients?locationId=${bondi.id}`, token)).json()).toEqual([
      { phoneNumber: '+61400000002', userNames: ['bob'] },
    ]);
    const closed = await createLocation(t.database.db, { disabled: true });
    for (const id of [closed.id, 9999]) {
      const response = await get(`/api/Sms/RecipientCount?locationId=${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Location not found');
    }
    const text = await get('/api/Sms/Recipients?locationId=abc', token);
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toHaveProperty('locationId');
  });
});

describe('GET /api/Sms/LocationSubscribers', () => {
  it("lists a location's subscribers who get SMS updates", async () => {
    const { bondi } = await members();
    const response = await get(`/api/Sms/LocationSubscribers?locationId=${bondi.id}`, await adminToken());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ phoneNumber: '+61400000002', userNames: ['bob'] }]);
  });

  it('needs a known, active location: 400 naming locationId without one, 404 for an unknown one', async () => {
    const token = await adminToken();
    const missing = await get('/api/Sms/LocationSubscribers', token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('locationId');
    const closed = await createLocation(t.database.db, { disabled: true });
    expect((await get(`/api/Sms/LocationSubscribers?locationId=${closed.id}`, token)).statusCode).toBe(404);
  });
});

describe('the Sms area', () => {
  it('answers 401 to a guest and 403 to a member or a referee on every path', async () => {
    const { bondi } = await members();
    const member = await t.login((await createUser(t.database.db)).userName);
    const referee = await t.login((await createReferee(t.database.db)).userName);
    const calls = [
      { method: 'GET' as const, url: '/api/Sms/RecipientCount' },
      { method: 'GET' as const, url: '/api/Sms/Recipients' },
      { method: 'GET' as const, url: `/api/Sms/LocationSubscribers?locationId=${bondi.id}` },
      { method: 'POST' as const, url: '/api/Sms/SendToAll', payload: { message: 'Hi' } },
      {
        method: 'POST' as const,
        url: '/api/Sms/SendToGroup',
        payload: { message: 'Hi', locationId: bondi.id },
      },
      { method: 'GET' as const, url: '/api/Sms/Batches' },
      { method: 'GET' as const, url: '/api/Sms/Batches/1' },
    ];
    for (const call of calls) {
      expect((await t.request(call)).statusCode, call.url).toBe(401);
      expect((await t.request({ ...call, token: member })).statusCode, call.url).toBe(403);
      expect((await t.request({ ...call, token: referee })).statusCode, call.url).toBe(403);
    }
    expect(await t.database.db.select().from(smsBatches)).toEqual([]);
  });

  it('keeps a send in the outbox when no SMS provider is configured, counted as queued', async () => {
    await members();
    const token = await adminToken();
    const sent = await t.request({
      method: 'POST',
      url: '/api/Sms/SendToAll',
      token,
      payload: { message: 'Course closed today' },
    });
    expect(sent.statusCode).toBe(200);
    const { batchId } = sent.json();
    await t.app.ctx.sms.drain();
    const rows = await t.database.db.select().from(outgoingSms).where(eq(outgoingSms.batchId, batchId));
    expect(rows.map((row) => row.status)).toEqual(['outbox', 'outbox']);
    expect((await get(`/api/Sms/Batches/${batchId}`, token)).json()).toMatchObject({
      recipientCount: 2,
      queued: 2,
      sent: 0,
      failed: 0,
    });
  });
});
