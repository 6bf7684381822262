import { describe, expect, it } from 'vitest';
import { outgoingEmails, outgoingSms } from '../db/schema/index';
import { signUpThroughApi, withTestApp } from '../test/harness';

// No SMTP_URL and the default SMS_PROVIDER: both kinds of message stay in their outbox tables.
const t = withTestApp();

describe('outbox mode', () => {
  it("keeps a sign-up's confirmation e-mail and phone code in the outbox", async () => {
    const response = await signUpThroughApi(t.app);
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    await Promise.all([t.app.ctx.mail.retryDue(), t.app.ctx.sms.retryDue()]);
    await Promise.all([t.app.ctx.mail.drain(), t.app.ctx.sms.drain()]);

    const emails = await t.database.db.select().from(outgoingEmails);
    expect(emails).toEqual([
      expect.objectContaining({ to: 'runner@example.com', status: 'outbox', attempts: 0, sentAt: null }),
    ]);
    expect(emails[0].text).toContain(`http://courseclock.test/Account/ConfirmEmail/${id}/`);
    const texts = await t.database.db.select().from(outgoingSms);
    expect(texts).toEqual([expect.objectContaining({ to: '+61412345678', status: 'outbox', attempts: 0 })]);
    expect(texts[0].body).toMatch(/^Your CourseClock code is \d{6}$/);
  });

  it('keeps feedback e-mail in the outbox', async () => {
    await t.createUser({ userName: 'boss', email: 'boss@example.com', roles: ['Admin'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/EmailFeedback',
      payload: { userName: 'Sam', replyTo: 'sam@example.com', comment: 'Nice course' },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(outgoingEmails)).toEqual([
      expect.objectContaining({ to: 'boss@example.com', replyTo: 'sam@example.com', status: 'outbox' }),
    ]);
  });
});
