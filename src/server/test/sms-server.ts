import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inbox } from './inbox';

/** One accepted Twilio "create message" call. */
export interface ReceivedSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface TestSmsServer {
  port: number;
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Env for startTestApp: SMS_PROVIDER=twilio pointed at this server. */
  env: Record<string, string>;
  messages: ReceivedSms[];
  /** Every request, accepted or not (method, path, status answered). */
  requests: { method: string; path: string; status: number }[];
  /** The next `count` valid requests answer 500, as a provider outage would. */
  failNext(count: number): void;
  /** Holds each answer this long, as a slow provider would. */
  setDelay(ms: number): void;
  waitForSms(predicate: (sms: ReceivedSms) => boolean, timeoutMs?: number): Promise<ReceivedSms>;
  clear(): void;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A loopback stand-in for Twilio's Messages API: checks basic auth and the form, answers 201 { sid }. */
export async function startSmsServer(
  credentials = { accountSid: 'AC_test_account', authToken: 'test-auth-token', from: '+61400999000' },
): Promise<TestSmsServer> {
  const inbox = new Inbox<ReceivedSms>('SMS');
  const requests: TestSmsServer['requests'] = [];
  let failures = 0;
  let delayMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;

  const answer = (request: IncomingMessage, response: ServerResponse, status: number, body: object) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', status });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const path = MESSAGES_PATH.exec(request.url ?? '');
    const raw = await readBody(request);
    if (request.method !== 'POST' || !path) return answer(request, response, 404, { message: 'not found' });
    if (
      decodeURIComponent(path[1]) !== credentials.accountSid ||
      request.headers.authorization !== expectedAuth
    ) {
      return answer(request, response, 401, { code: 20003, message: 'Authenticate' });
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return answer(request, response, 415, { message: 'form encoding expected' });
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const form = new URLSearchParams(raw);
    const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !from || !body)
      return answer(request, response, 400, { code: 21604, message: 'To, From and Body are required' });
    if (failures > 0) {
      failures -= 1;
      return answer(request, response, 500, { message: 'provider outage' });
    }
    inbox.push({ accountSid: credentials.accountSid, to, from, body });
    answer(request, response, 201, {
      sid: `SM${String(inbox.messages.length).padStart(32, '0')}`,
      status: 'queued',
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    port,
    url,
    ...credentials,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_API_URL: url,
      TWILIO_ACCOUNT_SID: credentials.accountSid,
      TWILIO_AUTH_TOKEN: credentials.authToken,
      TWILIO_FROM: credentials.from,
    },
    messages: inbox.messages,
    requests,
    failNext: (count) => {
      failures = count;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    waitForSms: (predicate, timeoutMs) => inbox.waitFor(predicate, timeoutMs),
    clear: () => {
      inbox.clear();
      requests.length = 0;
      failures = 0;
      delayMs = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
