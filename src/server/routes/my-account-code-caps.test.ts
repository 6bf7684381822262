import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { TestApp } from '../test/harness';
import { withMessagingTestApp } from '../test/messaging';
import { runnerDetails, signedInRunner } from '../test/my-account';

/**
 * Code messages at the club's cost: per member and hour at most 3 phone codes (sign-up, resend and
 * phone changes together) and 3 e-mail confirmation links; past that the change is saved and the
 * answer says when a code can be sent. Guesses at phone codes do not start over with a new code.
 */
const { t, mail, sms } = withMessagingTestApp();

const HOUR_MS = 3_600_000;
const start = new Date('2026-03-02T01:00:00.000Z');

const member = (overrides: Parameters<TestApp['createUser']>[0] = {}) => signedInRunner(t, overrides);

const details = runnerDetails;

const update = (token: string, change: object) =>
  t.request({ method: 'POST', url: '/api/Account/UpdateAccount', token, payload: { ...details, ...change } });
const resend = (token: string) => t.request({ method: 'POST', url: '/api/Account/ResendPhoneCode', token });
const guess = (token: string, code: string) =>
  t.request({ method: 'POST', url: '/api/Account/ConfirmPhoneNumber', token, payload: { code } });
const phone = (n: number) => `+614123450${String(n).padStart(2, '0')}`;

/** Signs `newbie` up (a link and a phone code to the first test number) and logs in. */
async function signUpNewbie(): Promise<string> {
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/Account/SignUp',
    payload: {
      userName: 'newbie',
      email: 'newbie@example.com',
      password: 'Ridge7Run',
      phoneNumber: phone(1),
    },
  });
  expect(signUp.statusCode).toBe(200);
  return t.login('newbie', 'Ridge7Run');
}

async function textsSent() {
  await t.app.ctx.sms.drain();
  return sms.messages;
}

describe('phone codes: 3 an hour per member', () => {
  it('saves ten phone changes in a row but texts only three, and says when the next code can go', async () => {
    t.setNow(start);
    const me = await member();
    const answers = [];
    for (let n = 1; n <= 10; n += 1) answers.push(await update(me.token, { phoneNumber: phone(n) }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect((await textsSent()).map((text) => text.to).sort()).toEqual([phone(1), phone(2), phone(3)]);
    const last = answers[9].json();
    expect(last).toMatchObject({ phoneNumber: phone(10), phoneNumberConfirmed: false });
    expect(last.phoneCodeRetryAt).toBe(new Date(start.getTime() + HOUR_MS).toISOString());
    expect(last.emailCodeRetryAt).toBeNull();
    const shown = (await t.request({ method: 'GET', url: '/api/Account/MyAccount', token: me.token })).json();
    expect(shown.phoneCodeRetryAt).toBe(last.phoneCodeRetryAt);

    // An hour on, a code can go again.
    t.setNow(new Date(start.getTime() + HOUR_MS + 1_000));
    const token = await t.login('runner');
    sms.clear();
    const later = await update(token, { phoneNumber: phone(11) });
    expect(later.json().phoneCodeRetryAt).toBeNull();
    expect((await textsSent()).map((text) => text.to)).toEqual([phone(11)]);
  });

  it('counts sign-up, ResendPhoneCode and phone changes together; ResendPhoneCode past it is a 429', async () => {
    const token = await signUpNewbie();
    expect((await resend(token)).statusCode).toBe(200);
    const change = await update(token, {
      userName: 'newbie',
      email: 'newbie@example.com',
      phoneNumber: phone(2),
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().phoneCodeRetryAt).not.toBeNull();
    const refused = await resend(token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const another = await update(token, {
      userName: 'newbie',
      email: 'newbie@example.com',
      phoneNumber: phone(3),
    });
    expect(another.statusCode).toBe(200);
    expect(another.json().phoneNumber).toBe(phone(3));
    expect((await textsSent()).map((text) => text.to).sort()).toEqual([phone(1), phone(1), phone(2)]);
  });
});

describe('e-mail confirmation links: 3 an hour per member', () => {
  it('saves six e-mail changes in a row but mails only three links, and says when the next can go', async () => {
    t.setNow(start);
    const me = await member();
    const answers = [];
    for (let n = 1; n <= 6; n += 1)
      answers.push(await update(me.token, { email: `new${n}@example.net`, currentPassword: me.password }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    await t.app.ctx.mail.drain();
    const links = mail.messages.filter((m) => m.subject === 'Confirm your new CourseClock email');
    expect(links.map((m) => m.to)).toEqual([
      ['new1@example.net'],
      ['new2@example.net'],
      ['new3@example.net'],
    ]);
    // The account's address hears of each link that went out, no more.
    expect(mail.messages.filter((m) => m.to.includes('runner@example.com'))).toHaveLength(3);
    const last = answers[5].json();
    expect(last).toMatchObject({ email: 'runner@example.com', pendingEmail: 'new6@example.net' });
    expect(last.emailCodeRetryAt).toBe(new Date(start.getTime() + HOUR_MS).toISOString());
    expect(last.phoneCodeRetryAt).toBeNull();
  });

  it('counts the sign-up link too', async () => {
    const token = await signUpNewbie();
    const body = { userName: 'newbie', phoneNumber: phone(1), currentPassword: 'Ridge7Run' };
    await update(token, { ...body, email: 'a@example.net' });
    const third = await update(token, { ...body, email: 'b@example.net' });
    expect(third.json().emailCodeRetryAt).not.toBeNull();
    await update(token, { ...body, email: 'c@example.net' });
    await t.app.ctx.mail.drain();
    expect(mail.messages.flatMap((m) => m.to).filter((to) => to !== 'newbie@example.com')).toEqual([
      'a@example.net',
      'b@example.net',
    ]);
  });
});

describe('guesses at phone codes', () => {
  it('do not start over with a new code: five an hour per member, whichever code', async () => {
    t.setNow(start);
    const me = await member();
    expect((await resend(me.token)).statusCode).toBe(200);
    for (let n = 0; n < 4; n += 1) expect((await guess(me.token, `99999${n}`)).statusCode).toBe(400);
    await textsSent();
    sms.clear();
    expect((await resend(me.token)).statusCode).toBe(200);
    const [text] = await textsSent();
    const code = /(\d{6})$/.exec(text.body)?.[1] ?? '';
    const wrong = code === '999994' ? '999995' : '999994';
    expect((await guess(me.token, wrong)).json().fields).toEqual({ code: messages.phoneVerifyFailed });
    // Five wrong guesses spent across two codes: the right code waits for the hour to pass.
    const refused = await guess(me.token, code);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    t.setNow(new Date(start.getTime() + HOUR_MS + 1_000));
    const token = await t.login('runner');
    sms.clear();
    expect((await resend(token)).statusCode).toBe(200);
    const [freshText] = await textsSent();
    const fresh = /(\d{6})$/.exec(freshText.body)?.[1] ?? '';
    expect((await guess(token, fresh)).statusCode).toBe(200);
  });
});
