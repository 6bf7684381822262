import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_LIMIT } from '../services/account/confirm-email';
import { FORGOT_PASSWORD_LIMITS } from '../services/account/forgot-password';
import { RESET_PASSWORD_LIMIT } from '../services/account/reset-password';
import { SIGN_UP_LIMIT } from '../services/account/sign-up';
import { FEEDBACK_LIMIT } from '../services/account/submit-feedback';
import { LOGIN_FAILURES_PER_ADDRESS } from '../services/auth/password-attempts';
import { openEventStreamClient } from '../test/event-stream-client';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

// A proxy on this host, so the live-stream check can name IPv6 clients over a real socket.
const t = withTestApp({ env: { TRUST_PROXY: '127.0.0.1', LIVE_STREAMS_PER_ADDRESS: '2' } });

/** The n-th address an IPv6 client picks inside the one /64 it holds, each spelled another way. */
const roaming = (n: number) => (n % 2 === 0 ? `2001:db8:1:2::${n.toString(16)}` : `2001:DB8:1:2:0:0:${n}:1`);
const neighbour = '2001:db8:1:3::1';

interface PerAddressLimit {
  limit: number;
  /** The answer under the limit (a wrong code still counts). */
  answer: number;
  request(n: number): { url: string; payload: object };
}

const limited: Record<string, PerAddressLimit> = {
  'POST /api/Auth/Login': {
    limit: LOGIN_FAILURES_PER_ADDRESS,
    answer: 401,
    request: (n) => ({ url: '/api/Auth/Login', payload: { user: `guess${n}`, password: 'Wrong1234' } }),
  },
  'POST /api/Account/SignUp': {
    limit: SIGN_UP_LIMIT.limit,
    answer: 200,
    request: (n) => ({
      url: '/api/Account/SignUp',
      payload: {
        userName: `roamer${n}`,
        email: `roamer${n}@example.com`,
        password: 'Ridge7Run',
        phoneNumber: `0412${String(n).padStart(6, '0')}`,
      },
    }),
  },
  'POST /api/Account/ConfirmEmail': {
    limit: CONFIRM_EMAIL_LIMIT.limit,
    answer: 400,
    request: (n) => ({ url: '/api/Account/ConfirmEmail', payload: { userId: n, code: `guess${n}` } }),
  },
  'POST /api/Account/ForgotPassword': {
    limit: FORGOT_PASSWORD_LIMITS.perAddress.limit,
    answer: 200,
    request: (n) => ({ url: '/api/Account/ForgotPassword', payload: { email: `roamer${n}@example.com` } }),
  },
  'POST /api/Account/ResetPassword': {
    limit: RESET_PASSWORD_LIMIT.limit,
    answer: 400,
    request: (n) => ({
      url: '/api/Account/ResetPassword',
      payload: { email: `roamer${n}@example.com`, newPassword: 'NewSecret1', code: `guess${n}` },
    }),
  },
  'POST /api/Account/EmailFeedback': {
    limit: FEEDBACK_LIMIT.limit,
    answer: 200,
    request: (n) => ({
      url: '/api/Account/EmailFeedback',
      payload: { comment: `Note ${n}`, userName: 'Roamer', replyTo: 'roamer@example.com' },
    }),
  },
};

describe('per-address limits key an IPv6 client by its /64', () => {
  for (const [operation, { limit, answer, request }] of Object.entries(limited)) {
    it(`${operation}: a new address in the same /64 does not start a new count`, async () => {
      const send = (n: number, remoteAddress: string) =>
        t.app.inject({ method: 'POST', ...request(n), remoteAddress });
      for (let n = 1; n <= limit; n++)
        expect((await send(n, roaming(n))).statusCode, roaming(n)).toBe(answer);
      const refused = await send(limit + 1, roaming(limit + 1));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(limit + 2, neighbour)).statusCode).toBe(answer);
    });
  }

  it('GET /api/Live/Location/{id}: streams from one /64 share the cap, another /64 has its own', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/Live/Location/${(await createLocation(t.database.db)).id}`;
    const open = (address: string) => openEventStreamClient(url, { 'x-forwarded-for': address });
    const streams = [await open(roaming(1)), await open(roaming(2))];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const refused = await open(roaming(3));
    expect(refused.status).toBe(429);
    const elsewhere = await open(neighbour);
    expect(elsewhere.status).toBe(200);
    for (const stream of [...streams, elsewhere]) stream.close();
  });
});
