import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { oneTimeCodes, outgoingEmails, outgoingSms, users } from '../db/schema/index';
import { withMessagingTestApp } from '../test/messaging';

const { t, mail, sms } = withMessagingTestApp();

const valid = {
  userName: 'Runner',
  email: 'Runner@Example.com',
  password: 'Ridge7Run',
  phoneNumber: '0412 345 678',
};

const signUp = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Account/SignUp', payload, remoteAddress });
const confirm = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ConfirmEmail', payload });
const drain = () => Promise.all([t.app.ctx.mail.drain(), t.app.ctx.sms.drain()]);

/** The userId and code of the confirmation link in the e-mail the SMTP peer received. */
async function confirmationLink(email: string) {
  const received = await mail.waitForMail((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  const match = /http:\/\/courseclock\.test\/Account\/ConfirmEmail\/(\d+)\/(\S+)/.exec(received.text);
  if (!match) throw new Error(`no confirmation link in: ${received.text}`);
  return { received, userId: Number(match[1]), code: decodeURIComponent(match[2]) };
}

describe('POST /api/Account/SignUp', () => {
  it('creates the account, e-mails a link that confirms it and texts a 6-digit code', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), userName: 'Runner', email: 'Runner@Example.com' });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row).toMatchObject({
      phoneNumber: '+61412345678',
      emailConfirmed: false,
      phoneNumberConfirmed: false,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const { received, userId, code } = await confirmationLink(valid.email);
    expect(userId).toBe(body.id);
    expect(received.subject).toBe('Confirm your CourseClock email');
    expect(received.html).toContain(`/Account/ConfirmEmail/${body.id}/`);
    const text = await sms.waitForSms((m) => m.to === '+61412345678');
    expect(text.from).toBe(sms.from);
    expect(text.body).toMatch(/^Your CourseClock code is \d{6}$/);

    // Only digests are stored.
    const codes = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, body.id));
    expect(codes.map((c) => c.purpose).sort()).toEqual(['email_confirm', 'phone_confirm']);
    for (const stored of codes) expect([code, text.body.slice(-6)]).not.toContain(stored.codeHash);

    await drain();
    const [email] = await t.database.db.select().from(outgoingEmails);
    const [smsRow] = await t.database.db.select().from(outgoingSms);
    expect(email).toMatchObject({ status: 'sent', attempts: 0 });
    expect(smsRow).toMatchObject({ status: 'sent', attempts: 0, providerId: expect.stringMatching(/^SM/) });

    const confirmed = await confirm({ userId, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(after.emailConfirmed).toBe(true);
    expect(await t.login('runner', valid.password)).toEqual(expect.any(String));
  });

  it('accepts a +614 number and trims the name and e-mail', async () => {
    const response = await signUp({
      ...valid,
      userName: '  Jo  ',
      email: ' jo@example.com ',
      phoneNumber: '+61498765432',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userName: 'Jo', email: 'jo@example.com' });
    await sms.waitForSms((m) => m.to === '+61498765432');
  });

  it('answers 400 naming every missing field', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      userName: messages.userNameRequired,
      email: messages.emailRequired,
      password: messages.passwordRequired,
      phoneNumber: messages.phoneRequired,
    });
  });

  it.each([
    ['userName', 'R', messages.userNameLength],
    ['userName', 'ThirteenChars', messages.userNameLength],
    ['userName', 'me@x.au', messages.userNameNoAt],
    ['email', 'not-an-email', messages.accountEmailInvalid],
    ['email', 'two@at@example.com', messages.accountEmailInvalid],
    ['phoneNumber', '0312345678', messages.phoneInvalid],
    ['phoneNumber', '041234567', messages.phoneInvalid],
    ['phoneNumber', '+6141234567', messages.phoneInvalid],
    ['password', 'Sec1', messages.memberPasswordInvalid],
    ['password', 'secret1', messages.memberPasswordInvalid],
    ['password', 'SECRET1', messages.memberPasswordInvalid],
    ['password', 'Secrets', messages.memberPasswordInvalid],
  ])('answers 400 for %s %j', async (field, value, message) => {
    const response = await signUp({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('answers 409 for a user name or e-mail already taken, in any case', async () => {
    await t.createUser({ userName: 'Runner', email: 'runner@example.com' });
    const name = await signUp({ ...valid, userName: 'RUNNER', email: 'new@example.com' });
    expect(name.statusCode).toBe(409);
    expect(name.json().fields).toEqual({ userName: messages.userNameTaken });
    const email = await signUp({ ...valid, userName: 'Other', email: 'RUNNER@EXAMPLE.COM' });
    expect(email.statusCode).toBe(409);
    expect(email.json().fields).toEqual({ email: messages.emailTaken });
    const both = await signUp({ ...valid, userName: 'runner', email: 'Runner@example.com' });
    expect(both.json().fields).toEqual({ userName: messages.userNameTaken, email: messages.emailTaken });
    await drain();
    expect(await t.database.db.select().from(outgoingEmails)).toHaveLength(0);
  });

  it('lets only one of two simultaneous sign-ups with the same name through', async () => {
    const answers = await Promise.all([
      signUp({ ...valid, userName: 'Twin', email: 'a@example.com' }, '10.0.0.2'),
      signUp({ ...valid, userName: 'TWIN', email: 'b@example.com' }, '10.0.0.3'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().fields).toHaveProperty('userName');
  });

  it('still signs up when the SMS provider fails, and a later retry delivers the code', async () => {
    sms.failNext(1);
    const response = await signUp(valid);
    expect(response.statusCode).toBe(200);
    await drain();
    const [failed] = await t.database.db.select().from(outgoingSms);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS provider answered 500' });
    expect(sms.messages).toHaveLength(0);
    expect(sms.requests.map((r) => r.status)).toEqual([500]);

    await t.app.ctx.sms.retryDue();
    const [retried] = await t.database.db.select().from(outgoingSms);
    expect(retried).toMatchObject({ status: 'sent', attempts: 1, providerId: expect.stringMatching(/^SM/) });
    expect(sms.messages[0].body).toMatch(/^Your CourseClock code is \d{6}$/);
    await confirmationLink(valid.email);
  });

  it('answers 429 with Retry-After after 10 sign-ups from one address in an hour', async () => {
    for (let n = 1; n <= 10; n++) {
      const response = await signUp(
        { ...valid, userName: `runner${n}`, email: `r${n}@example.com` },
        '10.9.9.9',
      );
      expect(response.statusCode, `sign-up ${n}`).toBe(200);
    }
    const blocked = await signUp({ ...valid, userName: 'runner11', email: 'r11@example.com' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(
      (await signUp({ ...valid, userName: 'runner11', email: 'r11@example.com' }, '10.9.9.8')).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/Account/ConfirmEmail', () => {
  const failed = {
    code: 'INVALID_INPUT',
    error: messages.emailConfirmFailed,
    fields: { code: messages.emailConfirmFailed },
  };

  it('says confirmed again when the same link is opened twice', async () => {
    await signUp(valid);
    const link = await confirmationLink(valid.email);
    expect((await confirm(link)).statusCode).toBe(200);
    expect((await confirm(link)).json()).toEqual({ ok: true });
  });

  it('answers the same 400 for a wrong code and an unknown user', async () => {
    const { id } = (await signUp(valid)).json();
    const { code } = await confirmationLink(valid.email);
    const wrong = await confirm({ userId: id, code: 'wrong-code' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(failed);
    const unknown = await confirm({ userId: id + 100, code });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(failed);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row.emailConfirmed).toBe(false);
  });

  it("refuses another user's code and the phone code", async () => {
    const first = (await signUp(valid)).json();
    await signUp({ ...valid, userName: 'Other', email: 'other@example.com', phoneNumber: '0498765432' });
    const other = await confirmationLink('other@example.com');
    expect((await confirm({ userId: first.id, code: other.code })).statusCode).toBe(400);
    const phone = await sms.waitForSms((m) => m.to === '+61412345678');
    expect((await confirm({ userId: first.id, code: phone.body.slice(-6) })).statusCode).toBe(400);
  });

  it('refuses a code after 48 hours and accepts it just before', async () => {
    await signUp(valid);
    const link = await confirmationLink(valid.email);
    t.setNow(new Date(Date.now() + 48 * 3600_000 + 60_000));
    expect((await confirm(link)).json()).toEqual(failed);
    t.setNow(new Date(Date.now() + 47 * 3600_000));
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it('refuses an address that made 10 attempts, even with the right code (429)', async () => {
    await signUp(valid);
    const link = await confirmationLink(valid.email);
    for (let n = 0; n < 10; n++)
      expect((await confirm({ ...link, code: `guess-${n}` })).statusCode).toBe(400);
    expect((await confirm(link)).statusCode).toBe(429);
  });

  it('answers 400 naming missing or malformed fields', async () => {
    const missing = await confirm({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['userId', 'code']);
    const malformed = await confirm({ userId: 'abc', code: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['userId']);
  });
});
