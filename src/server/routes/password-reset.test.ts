import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { oneTimeCodes, outgoingEmails } from '../db/schema/index';
import { withMessagingTestApp } from '../test/messaging';

const { t, mail } = withMessagingTestApp();

const NEW_PASSWORD = 'Fresh1pass';
const forgot = (email: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email }, remoteAddress });
const reset = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload, remoteAddress });

/** The code in the reset link the SMTP peer received for `email`. */
async function resetCode(email: string): Promise<string> {
  const received = await mail.waitForMail((m) => m.to.includes(email));
  const match = /http:\/\/courseclock\.test\/Account\/ResetPassword\/(\S+)/.exec(received.text);
  if (!match) throw new Error(`no reset link in: ${received.text}`);
  return decodeURIComponent(match[1]);
}

describe('POST /api/Account/ForgotPassword', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    await t.createUser({ userName: 'runner', email: 'runner@example.com' });
    const known = await forgot('Runner@Example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: messages.forgotPasswordSent });
    await resetCode('runner@example.com');
    await t.app.ctx.mail.drain();
    expect(mail.messages.flatMap((m) => m.to)).toEqual(['runner@example.com']);
    // The stored copy of the mail loses its link once sent.
    const [stored] = await t.database.db.select().from(outgoingEmails);
    expect(stored.text).not.toContain('ResetPassword');
  });

  it('limits requests per e-mail (3 an hour) and per address (10 an hour)', async () => {
    for (let n = 0; n < 3; n += 1)
      expect((await forgot('x@example.com', `10.0.1.${n}`)).statusCode).toBe(200);
    expect((await forgot('x@example.com', '10.0.1.9')).statusCode).toBe(429);
    for (let n = 0; n < 10; n += 1)
      expect((await forgot(`a${n}@example.com`, '10.0.2.1')).statusCode).toBe(200);
    expect((await forgot('last@example.com', '10.0.2.1')).statusCode).toBe(429);
  });

  it('answers 400 naming email for a bad address', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: messages.accountEmailInvalid });
  });
});

describe('POST /api/Account/ResetPassword', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    await t.createUser({ userName: 'runner', email: 'runner@example.com' });
    const oldToken = await t.login('runner');
    await forgot('runner@example.com');
    const code = await resetCode('runner@example.com');
    const done = await reset({ email: 'runner@example.com', newPassword: NEW_PASSWORD, code });
    expect(done.json()).toEqual({ ok: true });
    expect(
      (await t.request({ method: 'GET', url: '/api/Account/MyAccount', token: oldToken })).statusCode,
    ).toBe(401);
    await expect(t.login('runner')).rejects.toThrow();
    expect(await t.login('runner', NEW_PASSWORD)).toEqual(expect.any(String));
    const again = await reset({ email: 'runner@example.com', newPassword: 'Other1pass', code });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ code: messages.resetPasswordFailed });
  });

  it('refuses an expired code, a code for another e-mail and a wrong code alike', async () => {
    await t.createUser({ userName: 'runner', email: 'runner@example.com' });
    await t.createUser({ userName: 'other', email: 'other@example.com' });
    await forgot('runner@example.com');
    const code = await resetCode('runner@example.com');
    for (const payload of [
      { email: 'other@example.com', newPassword: NEW_PASSWORD, code },
      { email: 'runner@example.com', newPassword: NEW_PASSWORD, code: `${code}x` },
    ]) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ code: messages.resetPasswordFailed });
    }
    await t.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset({ email: 'runner@example.com', newPassword: NEW_PASSWORD, code });
    expect(expired.statusCode).toBe(400);
  });

  it("strangers' wrong guesses do not burn the link", async () => {
    await t.createUser({ userName: 'runner', email: 'runner@example.com' });
    await forgot('runner@example.com');
    const code = await resetCode('runner@example.com');
    for (let n = 0; n < 8; n += 1)
      await reset(
        { email: 'runner@example.com', newPassword: NEW_PASSWORD, code: `guess${n}` },
        '203.0.113.9',
      );
    const owner = await reset({ email: 'runner@example.com', newPassword: NEW_PASSWORD, code }, '10.0.0.7');
    expect(owner.statusCode).toBe(200);
  });

  it('answers 400 naming newPassword for a password below the sign-up rule', async () => {
    const response = await reset({ email: 'runner@example.com', newPassword: 'short', code: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ newPassword: messages.memberPasswordInvalid });
    const [anyCode] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.purpose, 'password_reset'));
    expect(anyCode).toBeUndefined();
  });
});
