import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index';
import { withTestApp } from '../test/harness';

// A proxy on this host: its X-Forwarded-For is believed, nobody else's.
const t = withTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });

/** The address a failed login was counted against: the app's idea of request.ip. */
async function addressSeen(remoteAddress: string, forwardedFor: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user: 'nobody', password: 'Wrong1234' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(response.statusCode).toBe(401);
  const hits = await t.database.db
    .select({ key: rateLimitHits.key })
    .from(rateLimitHits)
    .where(like(rateLimitHits.key, 'login:ip:%'));
  expect(hits).toHaveLength(1);
  return hits[0].key.slice('login:ip:'.length);
}

describe('TRUST_PROXY=127.0.0.1', () => {
  it('takes the client address from X-Forwarded-For when the peer is that proxy', async () => {
    expect(await addressSeen('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from any other peer, private networks included', async () => {
    expect(await addressSeen('10.0.0.5', '198.51.100.7')).toBe('10.0.0.5');
  });

  it('believes only the hop the proxy added, not what the client put before it', async () => {
    expect(await addressSeen('127.0.0.1', '192.0.2.66, 198.51.100.7')).toBe('198.51.100.7');
  });
});
