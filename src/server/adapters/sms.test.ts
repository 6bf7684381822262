import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outgoingSms } from '../db/schema/index';
import { signUpThroughApi } from '../test/harness';
import { withMessagingTestApp } from '../test/messaging';
import { MAX_DELIVERY_ATTEMPTS } from './delivery';
import { SENT_PLACEHOLDER } from './outbox-store';

const { t, sms: provider } = withMessagingTestApp();

const stored = () => t.database.db.select().from(outgoingSms);

describe('SMS over the Twilio REST API', () => {
  it('posts To, From and Body with basic auth and stores the provider sid', async () => {
    await t.app.ctx.sms.send('+61412345678', 'Hello from the course');
    await t.app.ctx.sms.drain();
    expect(provider.messages).toEqual([
      {
        accountSid: provider.accountSid,
        to: '+61412345678',
        from: provider.from,
        body: 'Hello from the course',
      },
    ]);
    expect(provider.requests).toEqual([
      { method: 'POST', path: `/2010-04-01/Accounts/${provider.accountSid}/Messages.json`, status: 201 },
    ]);
    expect(await stored()).toEqual([
      expect.objectContaining({
        status: 'sent',
        attempts: 0,
        lastError: null,
        providerId: expect.stringMatching(/^SM/),
      }),
    ]);
  });

  it(`retries a failing send and gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    provider.failNext(MAX_DELIVERY_ATTEMPTS + 1);
    await t.app.ctx.sms.send('+61412345678', 'Never arrives');
    await t.app.ctx.sms.drain();
    expect(await stored()).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    for (let pass = 2; pass <= MAX_DELIVERY_ATTEMPTS; pass++) await t.app.ctx.sms.retryDue();
    const [row] = await stored();
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: 'SMS provider answered 500',
    });
    await t.app.ctx.sms.retryDue();
    // Each retry first looks the message up (a 500 may hide a message made); only the sends count.
    expect(provider.requests.filter((r) => r.method === 'POST')).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(provider.messages).toHaveLength(0);
  });

  it('does not send a message twice when a retry pass starts while the first send is in flight', async () => {
    provider.setDelay(300);
    await t.app.ctx.sms.send('+61412345678', 'Only once');
    await Promise.all([t.app.ctx.sms.retryDue(), t.app.ctx.sms.retryDue()]);
    await t.app.ctx.sms.drain();
    expect(provider.messages).toHaveLength(1);
    expect(await stored()).toEqual([expect.objectContaining({ status: 'sent', attempts: 0 })]);
  });

  it('inserts a message to send at once already leased, and ends the lease once it is sent', async () => {
    provider.setDelay(300);
    const row = await t.app.ctx.sms.send('+61412345678', 'Leased');
    const [inFlight] = await stored();
    expect(inFlight.lockedUntil?.getTime()).toBeGreaterThan(row.createdAt.getTime());
    await t.app.ctx.sms.drain();
    expect(await stored()).toEqual([expect.objectContaining({ status: 'sent', lockedUntil: null })]);
  });

  it('ends the lease of a failed send, so the next pass retries it', async () => {
    provider.failNext(1);
    await t.app.ctx.sms.send('+61412345678', 'Second try');
    await t.app.ctx.sms.drain();
    expect(await stored()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lockedUntil: null }),
    ]);
    await t.app.ctx.sms.retryDue();
    expect(provider.messages.map((m) => m.body)).toEqual(['Second try']);
  });

  it('leaves a row leased to a live sender alone and takes over one whose sender died mid-send', async () => {
    await t.database.db.insert(outgoingSms).values([
      { to: '+61400000001', body: 'Live lease', lockedUntil: sql`now() + interval '1 minute'` },
      { to: '+61400000002', body: 'Lapsed lease', lockedUntil: sql`now() - interval '1 second'` },
    ]);
    await t.app.ctx.sms.retryDue();
    expect(provider.messages.map((m) => m.body)).toEqual(['Lapsed lease']);
    const rows = await stored();
    expect(rows.find((r) => r.body === 'Live lease')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(rows.find((r) => r.body === 'Lapsed lease')).toMatchObject({ status: 'sent', lockedUntil: null });
  });

  it("blanks a sign-up's phone code in the stored row once the SMS is sent", async () => {
    const response = await signUpThroughApi(t.app);
    expect(response.statusCode).toBe(200);
    const received = await provider.waitForSms((sms) => sms.to === '+61412345678');
    const code = /\d{6}$/.exec(received.body)?.[0];
    expect(code).toBeDefined();
    await t.app.ctx.sms.drain();
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'sent', sensitive: true, body: SENT_PLACEHOLDER });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('does not resend a message whose answer was lost: finds it at the provider and marks it sent', async () => {
    provider.dropNext(1);
    await t.app.ctx.sms.send('+61412345678', 'Answer lost');
    await t.app.ctx.sms.drain();
    const [unsure] = await stored();
    expect(unsure).toMatchObject({ status: 'pending', attempts: 1, attemptStartedAt: expect.any(Date) });

    await t.app.ctx.sms.retryDue();
    expect(provider.messages.map((m) => m.body)).toEqual(['Answer lost']);
    expect(provider.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
    const lookUps = provider.requests.slice(1).map((r) => new URL(r.path, provider.url).searchParams);
    for (const lookUp of lookUps)
      expect(Object.fromEntries(lookUp)).toMatchObject({ To: '+61412345678', From: provider.from });
    expect(lookUps.map((lookUp) => lookUp.get('DateSent>'))).toContainEqual(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    expect(await stored()).toEqual([
      expect.objectContaining({
        status: 'sent',
        providerId: `SM${'1'.padStart(32, '0')}`,
        lockedUntil: null,
      }),
    ]);
  });

  it('sends a row whose unfinished attempt never reached the provider', async () => {
    await t.database.db.insert(outgoingSms).values({
      to: '+61400000003',
      body: 'Died before sending',
      attemptStartedAt: sql`now() - interval '40 seconds'`,
      lockedUntil: sql`now() - interval '10 seconds'`,
    });
    await t.app.ctx.sms.retryDue();
    expect(provider.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'POST']);
    expect(provider.messages.map((m) => m.body)).toEqual(['Died before sending']);
    expect(await stored()).toEqual([
      expect.objectContaining({ status: 'sent', providerId: expect.any(String) }),
    ]);
  });

  it("does not take another row's message for its own: the same text to the same number goes out again", async () => {
    await t.app.ctx.sms.send('+61400000004', 'Same words');
    await t.app.ctx.sms.drain();
    const [first] = await stored();
    await t.database.db.insert(outgoingSms).values({
      to: '+61400000004',
      body: 'Same words',
      attemptStartedAt: sql`now() - interval '1 second'`,
    });
    await t.app.ctx.sms.retryDue();
    expect(provider.messages).toHaveLength(2);
    const rows = await stored();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(new Set(rows.map((row) => row.providerId))).toEqual(
      new Set([first.providerId, `SM${'2'.padStart(32, '0')}`]),
    );
  });

  it('sends a backlog of unleased rows once each when kicked, several at a time', async () => {
    provider.setDelay(20);
    const bodies = Array.from({ length: 40 }, (_, i) => `Bulk ${i + 1}`);
    await t.database.db
      .insert(outgoingSms)
      .values(bodies.map((body, i) => ({ to: `+614000${String(i).padStart(5, '0')}`, body })));
    t.app.ctx.sms.kick();
    t.app.ctx.sms.kick();
    await t.app.ctx.sms.drain();
    expect(provider.messages.map((m) => m.body).sort()).toEqual([...bodies].sort());
    expect((await stored()).every((row) => row.status === 'sent' && row.lockedUntil === null)).toBe(true);
  });
});
