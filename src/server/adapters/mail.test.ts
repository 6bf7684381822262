import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../db/schema/index';
import { signUpThroughApi, startTestApp, type TestApp } from '../test/harness';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { SENT_PLACEHOLDER } from './outbox-store';

let t: TestApp;
let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'CourseClock <hello@courseclock.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.app.ctx.mail.drain();
  await t.reset();
  smtp.clear();
});

const stored = () => t.database.db.select().from(outgoingEmails);

describe('e-mail over SMTP', () => {
  it('delivers subject, text, HTML and Reply-To from MAIL_FROM, and marks the row sent', async () => {
    await t.app.ctx.mail.send({
      to: 'runner@example.com',
      subject: 'Ölympic news',
      text: 'Line one\nLine two with a long link http://courseclock.test/Account/ConfirmEmail/1/abcdefghijklmnopqrstuvwxyz0123456789',
      html: '<p>Hello</p>',
      replyTo: 'coach@example.com',
    });
    const received = await smtp.waitForMail(() => true);
    expect(received).toMatchObject({
      from: 'hello@courseclock.test',
      to: ['runner@example.com'],
      subject: 'Ölympic news',
      text: 'Line one\nLine two with a long link http://courseclock.test/Account/ConfirmEmail/1/abcdefghijklmnopqrstuvwxyz0123456789',
      html: '<p>Hello</p>',
    });
    expect(received.headers['reply-to']).toBe('coach@example.com');
    await t.app.ctx.mail.drain();
    expect(await stored()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 0, sentAt: expect.any(Date) }),
    ]);
  });

  it('keeps a message pending while the SMTP server is down and delivers it on retry', async () => {
    const { port } = smtp;
    await smtp.close();
    try {
      await t.app.ctx.mail.send({ to: 'runner@example.com', subject: 'Later', text: 'Body' });
      await t.app.ctx.mail.drain();
      const [failed] = await stored();
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      smtp = await startMailServer(port);
    }
    await t.app.ctx.mail.retryDue();
    expect((await smtp.waitForMail(() => true)).subject).toBe('Later');
    expect(await stored()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it("blanks a sign-up's confirmation link in the stored row once the e-mail is sent", async () => {
    const response = await signUpThroughApi(t.app);
    expect(response.statusCode).toBe(200);
    const received = await smtp.waitForMail((mail) => mail.to.includes('runner@example.com'));
    const link = /http:\/\/courseclock\.test\/Account\/ConfirmEmail\/\d+\/(\S+)/.exec(received.text);
    expect(link).not.toBeNull();
    await t.app.ctx.mail.drain();
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'sent', sensitive: true, text: SENT_PLACEHOLDER, html: null });
    expect(JSON.stringify(row)).not.toContain(link?.[1]);
  });

  it('keeps the text of an ordinary message once sent', async () => {
    await t.app.ctx.mail.send({ to: 'runner@example.com', subject: 'News', text: 'Plain news' });
    await smtp.waitForMail(() => true);
    await t.app.ctx.mail.drain();
    expect(await stored()).toEqual([
      expect.objectContaining({ status: 'sent', sensitive: false, text: 'Plain news' }),
    ]);
  });
});
