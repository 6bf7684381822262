import { describe, expect, it } from 'vitest';
import { messages, smsTexts } from '../../shared/messages';
import { auditLog, locationSubscriptions, rateLimitHits, smsBatches } from '../db/schema/index';
import { SMS_REPEAT_WINDOW_MS } from '../services/sms/recent-twin';
import { createAdmin, createLocation, createUser } from '../test/factories';
import { withMessagingTestApp } from '../test/messaging';

/**
 * A bulk SMS goes out once (docs/architecture.md, "Bulk SMS, exactly once"): a resent request with its
 * Idempotency-Key replays the first answer, and the same text to the same recipients within
 * SMS_REPEAT_WINDOW_MS is refused with 409 naming the earlier batch unless the admin confirmed the
 * repeat (`repeat: true`). On PostgreSQL the concurrent cases fail without the audience lock.
 */
const { t, sms: provider } = withMessagingTestApp();
const db = () => t.database.db;
const NOW = new Date('2026-11-20T01:00:00.000Z');

const receiver = (phoneNumber: string) => createUser(db(), { phoneNumber, phoneNumberConfirmed: true });
const adminToken = async () => t.login((await createAdmin(db())).userName);

function send(url: string, token: string, payload: object, key?: string) {
  return t.request({
    method: 'POST',
    url: `/api/Sms/${url}`,
    token,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const stored = () => db().select().from(smsBatches);

describe('bulk SMS with an Idempotency-Key', () => {
  it('replays the first answer for the same key and body: one batch, each number texted once', async () => {
    t.setNow(NOW);
    await receiver('+61400000001');
    await receiver('+61400000002');
    const token = await adminToken();
    const first = await send('SendToAll', token, { message: 'Course closed' }, 'compose-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('SendToAll', token, { message: 'Course closed' }, 'compose-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored()).toHaveLength(1);
    await t.app.ctx.sms.drain();
    expect(provider.messages.map((m) => m.to).sort()).toEqual(['+61400000001', '+61400000002']);
  });

  it('answers 422 naming idempotency-key for another body under the key, and sends nothing new', async () => {
    t.setNow(NOW);
    const bondi = await createLocation(db());
    const member = await receiver('+61400000001');
    await db().insert(locationSubscriptions).values({ userId: member.id, locationId: bondi.id });
    const token = await adminToken();
    const body = { message: 'Bondi is wet', locationId: bondi.id };
    expect((await send('SendToGroup', token, body, 'compose-2')).statusCode).toBe(200);
    for (const changed of [
      { ...body, message: 'Bondi is dry' },
      { ...body, repeat: true },
    ]) {
      const refused = await send('SendToGroup', token, changed, 'compose-2');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: messages.idempotencyKeyReused,
        code: 'IDEMPOTENCY_KEY_REUSED',
        fields: { 'idempotency-key': messages.idempotencyKeyReused },
      });
    }
    const replay = await send('SendToGroup', token, body, 'compose-2');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await stored()).toHaveLength(1);
  });

  it('answers 400 naming idempotency-key for an empty or too long one', async () => {
    await receiver('+61400000001');
    const token = await adminToken();
    for (const key of ['', 'k'.repeat(201)]) {
      const refused = await send('SendToAll', token, { message: 'Hi' }, key);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['idempotency-key']);
    }
    expect(await stored()).toEqual([]);
  });

  it('sends once when the same key arrives several times at once', async () => {
    await receiver('+61400000001');
    const token = await adminToken();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('SendToAll', token, { message: 'Storm warning' }, 'compose-3')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().batchId)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the same text to the same recipients again', () => {
  it('answers 409 naming the earlier batch within the window, stores nothing, and sends after it', async () => {
    t.setNow(NOW);
    await receiver('+61400000001');
    const token = await adminToken();
    const first = (await send('SendToAll', token, { message: 'Course closed' })).json();

    t.setNow(new Date(NOW.getTime() + SMS_REPEAT_WINDOW_MS - 1));
    const hitsBefore = await db().select().from(rateLimitHits);
    // Another admin's send counts too: the members would get the text twice all the same.
    const twin = await send('SendToAll', await adminToken(), { message: 'Course closed' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({
      error: smsTexts.alreadySent,
      code: 'SMS_ALREADY_SENT',
      batchId: first.batchId,
      queuedAt: NOW.toISOString(),
    });
    expect(await stored()).toHaveLength(1);
    expect(await db().select().from(auditLog)).toHaveLength(1);
    expect(await db().select().from(rateLimitHits)).toEqual(hitsBefore);

    t.setNow(new Date(NOW.getTime() + SMS_REPEAT_WINDOW_MS));
    expect((await send('SendToAll', token, { message: 'Course closed' })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(2);
  });

  it('tells audiences apart: all members, and each location, by the stored location', async () => {
    t.setNow(NOW);
    const [bondi, manly] = [await createLocation(db()), await createLocation(db())];
    const member = await receiver('+61400000001');
    await db()
      .insert(locationSubscriptions)
      .values([
        { userId: member.id, locationId: bondi.id },
        { userId: member.id, locationId: manly.id },
      ]);
    const token = await adminToken();
    const message = 'Course closed';
    expect((await send('SendToAll', token, { message })).statusCode).toBe(200);
    expect((await send('SendToGroup', token, { message, locationId: bondi.id })).statusCode).toBe(200);
    expect((await send('SendToGroup', token, { message, locationId: manly.id })).statusCode).toBe(200);
    expect((await send('SendToAll', token, { message: 'Course closed!' })).statusCode).toBe(200);
    const bondiAgain = await send('SendToGroup', token, { message, locationId: bondi.id });
    expect(bondiAgain.statusCode).toBe(409);
    const batches = await stored();
    expect(bondiAgain.json().batchId).toBe(batches.find((b) => b.locationId === bondi.id)?.id);
    // The schema trims the text, so padding does not make it another message.
    expect((await send('SendToAll', token, { message: `  ${message} ` })).statusCode).toBe(409);
  });

  it('sends a confirmed repeat (repeat: true) as a new batch, and the repeat texts everyone again', async () => {
    t.setNow(NOW);
    await receiver('+61400000001');
    const token = await adminToken();
    const first = (await send('SendToAll', token, { message: 'Course closed' })).json();
    const repeat = await send('SendToAll', token, { message: 'Course closed', repeat: true });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().batchId).not.toBe(first.batchId);
    // A confirmed repeat is judged like any send: the next unconfirmed one names the repeat.
    const third = await send('SendToAll', token, { message: 'Course closed', repeat: false });
    expect(third.json().batchId).toBe(repeat.json().batchId);
    await t.app.ctx.sms.drain();
    expect(provider.messages.map((m) => m.to)).toEqual(['+61400000001', '+61400000001']);
  });

  it('replays a retried key instead of answering 409; a new key is a new request', async () => {
    t.setNow(NOW);
    await receiver('+61400000001');
    const token = await adminToken();
    const body = { message: 'Course closed' };
    const first = await send('SendToAll', token, body, 'compose-a');
    const retried = await send('SendToAll', token, body, 'compose-a');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    const recomposed = await send('SendToAll', token, body, 'compose-b');
    expect(recomposed.statusCode).toBe(409);
    // The 409 stored nothing under compose-b: the confirmed repeat under a key of its own goes out,
    // and its own retry replays it.
    const repeat = await send('SendToAll', token, { ...body, repeat: true }, 'repeat-b');
    expect(repeat.statusCode).toBe(200);
    const repeatRetried = await send('SendToAll', token, { ...body, repeat: true }, 'repeat-b');
    expect(repeatRetried.headers['idempotent-replayed']).toBe('true');
    expect(repeatRetried.json()).toEqual(repeat.json());
    expect(await stored()).toHaveLength(2);
  });

  it('lets one of several identical sends at once through and answers the others 409', async () => {
    await receiver('+61400000001');
    const tokens = await Promise.all([1, 2, 3, 4].map(() => adminToken()));
    const answers = await Promise.all(tokens.map((token) => send('SendToAll', token, { message: 'Once' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [batch] = await stored();
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().batchId).toBe(batch.id);
    expect(await stored()).toHaveLength(1);
  });

  it('answers 400 naming repeat when it is not true or false', async () => {
    await receiver('+61400000001');
    const token = await adminToken();
    for (const repeat of ['yes', 1, null]) {
      const refused = await send('SendToAll', token, { message: 'Hi', repeat });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ repeat: smsTexts.repeatInvalid });
    }
    expect(await stored()).toEqual([]);
  });

  it('answers 401 to a guest and 403 to a referee', async () => {
    await receiver('+61400000001');
    const referee = await createUser(db(), { roles: ['Referee'] });
    const guest = await t.request({ method: 'POST', url: '/api/Sms/SendToAll', payload: { message: 'Hi' } });
    expect(guest.statusCode).toBe(401);
    const refused = await send('SendToAll', await t.login(referee.userName), { message: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });
});
