import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { users } from '../db/schema/index';
import { createLocation } from '../test/factories';
import type { TestApp } from '../test/harness';
import { withMessagingTestApp } from '../test/messaging';
import { runnerDetails, signedInRunner } from '../test/my-account';

const { t, mail, sms } = withMessagingTestApp();

const member = (overrides: Parameters<TestApp['createUser']>[0] = {}) => signedInRunner(t, overrides);

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
  t.request({ method, url, token, payload });

const details = runnerDetails;

describe('GET /api/Account/MyAccount', () => {
  it("answers the member's own account with display name, roles and photo", async () => {
    const me = await member({ firstName: 'Ruth', lastName: 'Runner', dateOfBirth: '1990-04-02' });
    const response = await call('GET', '/api/Account/MyAccount', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: me.id,
      firstName: 'Ruth',
      lastName: 'Runner',
      userName: 'runner',
      displayName: 'Ruth Runner',
      email: 'runner@example.com',
      emailConfirmed: true,
      pendingEmail: null,
      phoneNumber: '+61400000000',
      phoneNumberConfirmed: false,
      dateOfBirth: '1990-04-02',
      emailNotifications: true,
      smsNotifications: true,
      roles: [],
      isAdmin: false,
      isReferee: false,
      current: { url: null },
      phoneCodeRetryAt: null,
      emailCodeRetryAt: null,
    });
  });

  it('shows the user name as display name without both names, and 401 to a guest', async () => {
    const me = await member({ firstName: 'Ruth', lastName: null });
    expect((await call('GET', '/api/Account/MyAccount', me.token)).json().displayName).toBe('runner');
    expect((await call('GET', '/api/Account/MyAccount', undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/Account/UpdateAccount', () => {
  it('saves the details and answers the account', async () => {
    const me = await member();
    const response = await call('POST', '/api/Account/UpdateAccount', me.token, {
      ...details,
      dateOfBirth: '1991-12-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Ruth Runner',
      smsNotifications: false,
      dateOfBirth: '1991-12-31',
      emailConfirmed: true,
    });
    expect(mail.messages).toHaveLength(0);
  });

  it('makes a new phone unconfirmed with a code by SMS (a new e-mail: my-account-email-change.test.ts)', async () => {
    const me = await member({ phoneNumberConfirmed: true });
    const response = await call('POST', '/api/Account/UpdateAccount', me.token, {
      ...details,
      phoneNumber: '0412 345 678',
    });
    expect(response.json()).toMatchObject({
      email: 'runner@example.com',
      emailConfirmed: true,
      pendingEmail: null,
      phoneNumber: '+61412345678',
      phoneNumberConfirmed: false,
    });
    await sms.waitForSms((received) => received.to === '+61412345678');
  });

  it('answers 409 naming the field when the user name or e-mail is someone else’s', async () => {
    const me = await member();
    await t.createUser({ userName: 'Taken', email: 'taken@example.com' });
    const name = await call('POST', '/api/Account/UpdateAccount', me.token, {
      ...details,
      userName: 'TAKEN',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().fields).toEqual({ userName: messages.userNameTaken });
    const email = await call('POST', '/api/Account/UpdateAccount', me.token, {
      ...details,
      email: 'Taken@Example.com',
      currentPassword: me.password,
    });
    expect(email.json().fields).toEqual({ email: messages.emailTaken });
    // Keeping one's own name and e-mail in another case is no clash.
    const own = await call('POST', '/api/Account/UpdateAccount', me.token, {
      ...details,
      userName: 'RUNNER',
    });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ['email', { email: 'not-an-email' }, messages.accountEmailInvalid],
    ['phoneNumber', { phoneNumber: '12345' }, messages.phoneInvalid],
    ['userName', { userName: 'a' }, messages.userNameLength],
    ['smsNotifications', { smsNotifications: 'yes' }, 'SMS notifications must be true or false'],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future'],
  ])('answers 400 naming %s and changes nothing', async (field, change, message) => {
    const me = await member();
    const response = await call('POST', '/api/Account/UpdateAccount', me.token, { ...details, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.firstName).toBe('Test');
  });

  it('answers 401 to a guest', async () => {
    expect((await call('POST', '/api/Account/UpdateAccount', undefined, details)).statusCode).toBe(401);
  });
});

describe('POST /api/Account/ConfirmPhoneNumber and /api/Account/ResendPhoneCode', () => {
  it('confirms the phone with the texted code, and refuses a wrong one with SPEC’s text', async () => {
    const me = await member();
    expect((await call('POST', '/api/Account/ResendPhoneCode', me.token)).json()).toEqual({ ok: true });
    const text = await sms.waitForSms((received) => received.to === '+61400000000');
    const code = /(\d{6})$/.exec(text.body)?.[1] ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await call('POST', '/api/Account/ConfirmPhoneNumber', me.token, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ code: messages.phoneVerifyFailed });
    const confirmed = await call('POST', '/api/Account/ConfirmPhoneNumber', me.token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect((await call('GET', '/api/Account/MyAccount', me.token)).json().phoneNumberConfirmed).toBe(true);
    expect((await call('POST', '/api/Account/ConfirmPhoneNumber', me.token, { code })).statusCode).toBe(400);
  });

  it('limits new codes to 3 an hour, and 400 naming code for an empty one', async () => {
    const me = await member();
    for (let n = 0; n < 3; n += 1)
      expect((await call('POST', '/api/Account/ResendPhoneCode', me.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/Account/ResendPhoneCode', me.token)).statusCode).toBe(429);
    const empty = await call('POST', '/api/Account/ConfirmPhoneNumber', me.token, { code: '' });
    expect(empty.json().fields).toEqual({ code: messages.phoneVerifyFailed });
    expect((await call('POST', '/api/Account/ResendPhoneCode', undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/Account/HandleSubscribe and GET /api/Account/GetLocationSubscriptions', () => {
  it('toggles a subscription and lists the subscribed locations', async () => {
    const me = await member();
    const bondi = await createLocation(t.database.db, { name: 'Bondi' });
    const manly = await createLocation(t.database.db, { name: 'Manly' });
    const toggle = (id: number) => call('POST', '/api/Account/HandleSubscribe', me.token, { id });
    expect((await toggle(manly.id)).json()).toEqual({ subscribed: true, locationIds: [manly.id] });
    expect((await toggle(bondi.id)).json()).toEqual({ subscribed: true, locationIds: [bondi.id, manly.id] });
    const listed = await call('GET', '/api/Account/GetLocationSubscriptions', me.token);
    expect(listed.json()).toEqual([
      { id: bondi.id, name: 'Bondi', path: 'bondi' },
      { id: manly.id, name: 'Manly', path: 'manly' },
    ]);
    expect((await toggle(manly.id)).json()).toEqual({ subscribed: false, locationIds: [bondi.id] });
  });

  it('answers 404 for an unknown or disabled location and 400 naming id for a text id', async () => {
    const me = await member();
    const closed = await createLocation(t.database.db, { disabled: true });
    const toggle = (id: unknown) => call('POST', '/api/Account/HandleSubscribe', me.token, { id });
    expect((await toggle(99_999)).statusCode).toBe(404);
    expect((await toggle(closed.id)).statusCode).toBe(404);
    const text = await toggle('5');
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().fields)).toEqual(['id']);
    expect((await call('GET', '/api/Account/GetLocationSubscriptions', undefined)).statusCode).toBe(401);
  });
});
