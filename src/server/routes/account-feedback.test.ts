import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { feedback, outgoingEmails } from '../db/schema/index';
import { withMessagingTestApp } from '../test/messaging';

const { t, mail } = withMessagingTestApp();
beforeEach(() => {
  t.config.feedbackTo = undefined;
});

const guest = {
  userName: 'Sam Visitor',
  replyTo: 'sam@example.com',
  comment: 'The monkey bars at Bondi are loose.',
};

const sendFeedback = (payload: object, options: { token?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/EmailFeedback',
    payload,
    remoteAddress: options.remoteAddress ?? '10.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

/** Recipients of what the SMTP peer received, sorted. */
async function deliveredTo(): Promise<string[]> {
  await t.app.ctx.mail.drain();
  return mail.messages.flatMap((m) => m.to).sort();
}

describe('POST /api/Account/EmailFeedback', () => {
  it("stores a guest's feedback and mails it to every active admin, replying to the guest", async () => {
    await t.createUser({ userName: 'boss', email: 'boss@example.com', roles: ['Admin'] });
    await t.createUser({ userName: 'chief', email: 'chief@example.com', roles: ['Admin', 'Referee'] });
    await t.createUser({
      userName: 'retired',
      email: 'retired@example.com',
      roles: ['Admin'],
      disabled: true,
    });
    await t.createUser({ userName: 'ref', email: 'ref@example.com', roles: ['Referee'] });
    await t.createUser({ userName: 'member', email: 'member@example.com' });

    const response = await sendFeedback(guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(feedback)).toEqual([
      expect.objectContaining({
        userId: null,
        userName: guest.userName,
        replyTo: guest.replyTo,
        comment: guest.comment,
      }),
    ]);

    expect(await deliveredTo()).toEqual(['boss@example.com', 'chief@example.com']);
    for (const received of mail.messages) {
      expect(received.headers['reply-to']).toBe(guest.replyTo);
      expect(received.subject).toBe('CourseClock feedback from Sam Visitor');
      expect(received.text).toContain(guest.comment);
    }
    const stored = await t.database.db.select().from(outgoingEmails);
    expect(stored.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('mails only FEEDBACK_TO when it is set', async () => {
    await t.createUser({ userName: 'boss', email: 'boss@example.com', roles: ['Admin'] });
    t.config.feedbackTo = 'reviews@courseclock.test';
    expect((await sendFeedback(guest)).statusCode).toBe(200);
    expect(await deliveredTo()).toEqual(['reviews@courseclock.test']);
  });

  it("fills a member's name and e-mail from the account, and lets them give others", async () => {
    const member = await t.createUser({ userName: 'Runner', email: 'runner@example.com' });
    t.config.feedbackTo = 'reviews@courseclock.test';
    const token = await t.login('Runner');

    expect(
      (await sendFeedback({ comment: 'Great course', userName: '', replyTo: '' }, { token })).statusCode,
    ).toBe(200);
    expect(
      (await sendFeedback({ comment: 'Reply here', replyTo: 'work@example.com' }, { token })).statusCode,
    ).toBe(200);
    const rows = await t.database.db.select().from(feedback).orderBy(feedback.id);
    expect(rows.map(({ userId, userName, replyTo }) => ({ userId, userName, replyTo }))).toEqual([
      { userId: member.id, userName: 'Runner', replyTo: 'runner@example.com' },
      { userId: member.id, userName: 'Runner', replyTo: 'work@example.com' },
    ]);
    await t.app.ctx.mail.drain();
    expect(mail.messages.map((m) => m.headers['reply-to']).sort()).toEqual([
      'runner@example.com',
      'work@example.com',
    ]);
  });

  it('still stores the feedback when there is nobody to mail it to', async () => {
    expect((await sendFeedback(guest)).statusCode).toBe(200);
    expect(await t.database.db.select().from(feedback)).toHaveLength(1);
    expect(await deliveredTo()).toEqual([]);
  });

  it('answers 400 naming the name and e-mail a guest left out', async () => {
    const missing = await sendFeedback({ comment: 'Hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      userName: messages.feedbackNameRequired,
      replyTo: messages.emailRequired,
    });
    const blank = await sendFeedback({ comment: 'Hello', userName: ' ', replyTo: 'sam@example.com' });
    expect(blank.json().fields).toEqual({ userName: messages.feedbackNameRequired });
    expect(await t.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('answers 400 for a missing, blank or too long comment and a bad e-mail', async () => {
    const cases: [object, string, string][] = [
      [{ ...guest, comment: undefined }, 'comment', messages.feedbackCommentRequired],
      [{ ...guest, comment: '   ' }, 'comment', messages.feedbackCommentRequired],
      [{ ...guest, comment: 'x'.repeat(301) }, 'comment', messages.feedbackCommentTooLong],
      [{ ...guest, replyTo: 'not-an-email' }, 'replyTo', messages.accountEmailInvalid],
      [{ ...guest, userName: 42 }, 'userName', messages.feedbackNameRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await sendFeedback(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
    }
    expect((await sendFeedback({ ...guest, comment: 'x'.repeat(300) })).statusCode).toBe(200);
  });

  it('answers 401 for an invalid token rather than treating the sender as a guest', async () => {
    expect((await sendFeedback(guest, { token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after 5 messages from one address in 10 minutes', async () => {
    for (let n = 1; n <= 5; n++)
      expect((await sendFeedback(guest, { remoteAddress: '10.7.7.7' })).statusCode).toBe(200);
    const blocked = await sendFeedback(guest, { remoteAddress: '10.7.7.7' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await t.database.db.select().from(feedback)).toHaveLength(5);
    expect((await sendFeedback(guest, { remoteAddress: '10.7.7.8' })).statusCode).toBe(200);
  });
});
