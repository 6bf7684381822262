import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingSms } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { startSmsServer, type TestSmsServer } from '../test/sms-server';
import { MAX_DELIVERY_ATTEMPTS } from './delivery';

let t: TestApp;
let provider: TestSmsServer;
beforeAll(async () => {
  provider = await startSmsServer();
  t = await startTestApp(provider.env);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(async () => {
  await t.app.ctx.sms.drain();
  await t.reset();
  provider.clear();
});

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
    expect(provider.requests).toHaveLength(MAX_DELIVERY_ATTEMPTS);
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
});
