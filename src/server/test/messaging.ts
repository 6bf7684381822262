import { afterAll, beforeAll, beforeEach } from 'vitest';
import { forwardTo, startedOr, startTestApp, type TestApp } from './harness';
import { startMailServer, type TestMailServer } from './mail-server';
import { startSmsServer, type TestSmsServer } from './sms-server';

interface MessagingTestApp {
  t: TestApp;
  /** The loopback SMTP server the app sends its mail to. */
  mail: TestMailServer;
  /** The loopback stand-in for the SMS provider's REST endpoint. */
  sms: TestSmsServer;
}

/**
 * withTestApp for tests that read what the app sends: one app for the file whose mail goes to a real
 * SMTP server and whose texts go to a loopback provider; before each test, sends in flight finish,
 * the database is emptied and both inboxes are cleared.
 */
export function withMessagingTestApp(options: { env?: Record<string, string> } = {}): MessagingTestApp {
  let mail: TestMailServer | undefined;
  let sms: TestSmsServer | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    mail = await startMailServer();
    sms = await startSmsServer();
    app = await startTestApp({ SMTP_URL: mail.url, ...sms.env, ...options.env });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await sms?.close();
  });
  const t = () => startedOr(app, 'the test app');
  beforeEach(async () => {
    await Promise.all([t().app.ctx.mail.drain(), t().app.ctx.sms.drain()]);
    await t().reset();
    startedOr(mail, 'the mail server').clear();
    startedOr(sms, 'the SMS provider').clear();
  });
  return {
    t: forwardTo(t),
    mail: forwardTo(() => startedOr(mail, 'the mail server')),
    sms: forwardTo(() => startedOr(sms, 'the SMS provider')),
  };
}
