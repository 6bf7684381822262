import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../test/harness';
import { withMessagingTestApp } from '../test/messaging';

const PROVIDER = { method: 'GET' as const, url: '/api/Sms/Provider' };

/** The same answers on an app with and without a provider, but for `configured`. */
function answersProvider(t: TestApp, configured: boolean) {
  it(`answers configured: ${configured} to an admin, and nothing else`, async () => {
    const { admin: token } = await t.roleTokens();
    const response = await t.request({ ...PROVIDER, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured });
  });

  it('is 401 to a guest and 403 to a member or a referee', async () => {
    const { member, referee } = await t.roleTokens();
    expect((await t.request(PROVIDER)).statusCode).toBe(401);
    expect((await t.request({ ...PROVIDER, token: member })).statusCode).toBe(403);
    expect((await t.request({ ...PROVIDER, token: referee })).statusCode).toBe(403);
  });
}

describe('GET /api/Sms/Provider without an SMS provider (SMS_PROVIDER=outbox, the default)', () => {
  answersProvider(withTestApp(), false);
});

describe('GET /api/Sms/Provider with an SMS provider (SMS_PROVIDER=twilio, a loopback stand-in)', () => {
  answersProvider(withMessagingTestApp().t, true);
});
