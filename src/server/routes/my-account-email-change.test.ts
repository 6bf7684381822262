import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { messages } from '../../shared/messages';
import { users } from '../db/schema/index';
import type { TestApp } from '../test/harness';
import { withMessagingTestApp } from '../test/messaging';
import { runnerDetails, signedInRunner } from '../test/my-account';

/**
 * Taking over an account with a borrowed phone or a leaked token: a new e-mail needs the password,
 * waits beside the confirmed one until its own link is used, the old address hears of it, and password
 * help only ever goes to the confirmed address.
 */
const { t, mail } = withMessagingTestApp();

const OWN = 'runner@example.com';
const NEW = 'thief@example.net';

const member = (overrides: Parameters<TestApp['createUser']>[0] = {}) => signedInRunner(t, overrides);

const details = runnerDetails;

const update = (token: string | undefined, change: object) =>
  t.request({ method: 'POST', url: '/api/Account/UpdateAccount', token, payload: { ...details, ...change } });
const myAccount = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/Account/MyAccount', token })).json();
const cancel = (token: string | undefined) =>
  t.request({ method: 'POST', url: '/api/Account/CancelEmailChange', token });
const confirm = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ConfirmEmail', payload, remoteAddress: '10.0.0.8' });
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });

async function row(id: number) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, id));
  return found;
}

/** The link of the newest mail to `to`, as userId and code. */
async function linkTo(to: string) {
  await t.app.ctx.mail.drain();
  const received = mail.messages.filter((m) => m.to.includes(to)).at(-1);
  const match = /\/Account\/ConfirmEmail\/(\d+)\/(\S+)/.exec(received?.text ?? '');
  if (!match) throw new Error(`no confirmation link to ${to}`);
  return { userId: Number(match[1]), code: decodeURIComponent(match[2]) };
}

async function mailsTo(address: string) {
  await t.app.ctx.mail.drain();
  return mail.messages.filter((m) => m.to.includes(address));
}

describe('changing the e-mail on UpdateAccount', () => {
  it('answers 400 naming currentPassword without it, and changes nothing', async () => {
    const me = await member();
    for (const currentPassword of [undefined, '']) {
      const response = await update(me.token, { email: NEW, currentPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ currentPassword: messages.currentPasswordRequired });
    }
    const tooLong = await update(me.token, {
      email: NEW,
      currentPassword: 'x'.repeat(limits.passwordMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['currentPassword']);
    expect(await row(me.id)).toMatchObject({ email: OWN, pendingEmail: null, firstName: 'Test' });
    expect(await mailsTo(NEW)).toEqual([]);
  });

  it('answers 403 naming currentPassword for a wrong one, counted as a failed login of the account', async () => {
    const me = await member();
    for (let n = 0; n < limits.loginFailuresAllowed; n += 1) {
      const wrong = await update(me.token, { email: NEW, currentPassword: `Wrong${n}pass` });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().fields).toEqual({ currentPassword: messages.currentPasswordWrong });
    }
    // The account is now locked: the right password is refused, here and at login.
    const locked = await update(me.token, { email: NEW, currentPassword: me.password });
    expect(locked.statusCode).toBe(429);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: 'runner', password: me.password },
    });
    expect(login.statusCode).toBe(429);
    expect((await row(me.id)).pendingEmail).toBeNull();
  });

  it('is refused while failed logins have locked the account', async () => {
    const me = await member();
    for (let n = 0; n < limits.loginFailuresAllowed; n += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { user: OWN, password: 'Nope1234' },
      });
    expect((await update(me.token, { email: NEW, currentPassword: me.password })).statusCode).toBe(429);
  });

  it('needs no password for other changes, nor to keep or drop the address already waiting', async () => {
    const me = await member();
    expect((await update(me.token, { firstName: 'Rita', phoneNumber: '0412345678' })).statusCode).toBe(200);
    expect((await update(me.token, { email: NEW, currentPassword: me.password })).statusCode).toBe(200);
    const keep = await update(me.token, { email: NEW.toUpperCase(), firstName: 'Rhea' });
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ email: OWN, pendingEmail: NEW.toUpperCase(), firstName: 'Rhea' });
    // Back to the account's own address: the waiting one is dropped.
    const back = await update(me.token, { email: OWN });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ email: OWN, pendingEmail: null, emailConfirmed: true });
  });

  it('keeps the confirmed e-mail until the new one is confirmed by its own link; the old address is told', async () => {
    const me = await member();
    const asked = await update(me.token, { email: NEW, currentPassword: me.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: OWN, emailConfirmed: true, pendingEmail: NEW });
    expect(await myAccount(me.token)).toMatchObject({ email: OWN, pendingEmail: NEW });

    const [confirmation] = await mailsTo(NEW);
    expect(confirmation.subject).toBe('Confirm your new CourseClock email');
    // Nothing the member typed rides along but the address itself.
    expect(confirmation.text).not.toContain('runner');
    expect(confirmation.text).not.toContain('Ruth');
    const [notice] = await mailsTo(OWN);
    expect(notice.subject).toBe('Your CourseClock email is being changed');
    expect(notice.text).toContain('t***@example.net');
    expect(notice.text).not.toContain(NEW);
    expect(notice.text).toContain('http://courseclock.test/Account/MyAccount');
    expect(notice.text).toContain('http://courseclock.test/Account/ForgotPassword');
    expect(notice.text).toContain('http://courseclock.test/Feedback');

    // Logging in with the waiting address does not work; the confirmed one does.
    await expect(t.login(NEW)).rejects.toThrow();
    const link = await linkTo(NEW);
    expect(link.userId).toBe(me.id);
    expect((await confirm(link)).statusCode).toBe(200);
    expect(await row(me.id)).toMatchObject({ email: NEW, pendingEmail: null, emailConfirmed: true });
    expect((await confirm(link)).json()).toEqual({ ok: true });
    expect(await t.login(NEW)).toEqual(expect.any(String));
  });

  it('sends password help only to the confirmed address, and a reset drops the waiting change', async () => {
    const me = await member();
    await update(me.token, { email: NEW, currentPassword: me.password });
    expect((await forgot(NEW)).statusCode).toBe(200);
    await t.app.ctx.mail.drain();
    expect((await mailsTo(NEW)).map((m) => m.subject)).toEqual(['Confirm your new CourseClock email']);

    await forgot(OWN);
    const resetMail = (await mailsTo(OWN)).find((m) => m.subject === 'Reset your CourseClock password');
    const code = decodeURIComponent(/\/Account\/ResetPassword\/(\S+)/.exec(resetMail?.text ?? '')?.[1] ?? '');
    const reset = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/ResetPassword',
        payload: { email, code, newPassword: 'Fresh1pass' },
      });
    expect((await reset(NEW)).statusCode).toBe(400);
    const link = await linkTo(NEW);
    expect((await reset(OWN)).statusCode).toBe(200);
    expect(await row(me.id)).toMatchObject({ email: OWN, pendingEmail: null });
    // The thief's link now confirms nothing.
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await row(me.id)).email).toBe(OWN);
  });

  it('answers 409 naming email when the new address is another account’s, before or at confirmation', async () => {
    const me = await member();
    await t.createUser({ userName: 'taken', email: 'taken@example.com' });
    const now = await update(me.token, { email: 'Taken@Example.com', currentPassword: me.password });
    expect(now.statusCode).toBe(409);
    expect(now.json().fields).toEqual({ email: messages.emailTaken });

    await update(me.token, { email: NEW, currentPassword: me.password });
    const link = await linkTo(NEW);
    const other = await t.createUser({ userName: 'quick', email: NEW });
    const late = await confirm(link);
    expect(late.statusCode).toBe(409);
    expect(late.json().fields).toEqual({ email: messages.emailTaken });
    expect(await row(me.id)).toMatchObject({ email: OWN, pendingEmail: NEW });
    expect((await row(other.id)).email).toBe(NEW);
    // Saving other details meanwhile still works.
    expect((await update(me.token, { email: NEW, firstName: 'Rosa' })).statusCode).toBe(200);
  });
});

describe('POST /api/Account/CancelEmailChange', () => {
  it('drops the waiting address, after which its link confirms nothing', async () => {
    const me = await member();
    await update(me.token, { email: NEW, currentPassword: me.password });
    const link = await linkTo(NEW);
    const cancelled = await cancel(me.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ email: OWN, pendingEmail: null, emailConfirmed: true });
    expect((await confirm(link)).statusCode).toBe(400);
    expect(await row(me.id)).toMatchObject({ email: OWN, pendingEmail: null });
    // With nothing waiting it changes nothing.
    expect((await cancel(me.token)).json()).toMatchObject({ email: OWN, pendingEmail: null });
  });

  it('links to an address replaced by another confirm nothing', async () => {
    const me = await member();
    await update(me.token, { email: NEW, currentPassword: me.password });
    const first = await linkTo(NEW);
    await update(me.token, { email: 'ruth@example.org', currentPassword: me.password });
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(await linkTo('ruth@example.org'))).statusCode).toBe(200);
    expect((await row(me.id)).email).toBe('ruth@example.org');
  });

  it('answers 401 to a guest', async () => {
    expect((await cancel(undefined)).statusCode).toBe(401);
  });
});
