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
  /** Every request, accepted or not (method, path, status answered; 0 for a dropped answer). */
  requests: { method: string; path: string; status: number }[];
  /** The next `count` valid requests answer 500, as a provider outage would. */
  failNext(count: number): void;
  /**
   * The next `count` valid messages are accepted (they count as sent) but their answer is lost: the
   * connection closes without one, as when the network or the sender fails after the provider acted.
   */
  dropNext(count: number): void;
  /** Holds each answer this long, as a slow provider would. */
  setDelay(ms: number): void;
  waitForSms(predicate: (sms: ReceivedSms) => boolean, timeoutMs?: number): Promise<ReceivedSms>;
  clear(): void;
  close(): Promise<void>;
}

/** A message as Twilio's Message resource shows it (the fields its list answers carry that we use). */
interface StoredMessage {
  sid: string;
  account_sid: string;
  to: string;
  from: string;
  body: string;
  status: 'sent';
  direction: 'outbound-api';
  /** RFC 2822, as Twilio gives its dates. */
  date_created: string;
  date_sent: string;
  date_updated: string;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json(?:\?(.*))?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** 'Mon, 16 Aug 2010 03:45:01 +0000': whole seconds, as Twilio dates are. */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

/** Midnight GMT of a `YYYY-MM-DD` filter value (a full date-time is taken as it is); NaN if neither. */
function filterTime(value: string): number {
  return Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);
}

/**
 * Twilio's list filters: To, From, and DateSent (that day), `DateSent>` (since midnight of that day;
 * the documentation writes it `DateSent>=YYYY-MM-DD`) and `DateSent<` (before the end of that day).
 * Newest first, as Twilio lists; one page of PageSize (default 50), no paging links.
 */
function listMessages(stored: StoredMessage[], query: URLSearchParams): StoredMessage[] | string {
  const checks: ((m: StoredMessage) => boolean)[] = [];
  const to = query.get('To');
  const from = query.get('From');
  if (to) checks.push((m) => m.to === to);
  if (from) checks.push((m) => m.from === from);
  for (const [key, compare] of [
    ['DateSent', (sent: number, day: number) => sent >= day && sent < day + 86_400_000],
    ['DateSent>', (sent: number, day: number) => sent >= day],
    ['DateSent<', (sent: number, day: number) => sent < day + 86_400_000],
  ] as const) {
    const value = query.get(key);
    if (value === null) continue;
    const day = filterTime(value);
    if (Number.isNaN(day)) return `${key} must be a date`;
    checks.push((m) => compare(Date.parse(m.date_sent), day));
  }
  const pageSize = Number(query.get('PageSize') ?? 50);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) return 'PageSize must be 1 to 1000';
  return stored
    .filter((m) => checks.every((check) => check(m)))
    .reverse()
    .slice(0, pageSize);
}

/**
 * A loopback stand-in for Twilio's Messages API: checks basic auth; a form POST creates a message
 * (201 { sid }); a GET lists the messages created, filtered as Twilio filters them.
 */
export async function startSmsServer(
  credentials = { accountSid: 'AC_test_account', authToken: 'test-auth-token', from: '+61400999000' },
): Promise<TestSmsServer> {
  const inbox = new Inbox<ReceivedSms>('SMS');
  const stored: StoredMessage[] = [];
  const requests: TestSmsServer['requests'] = [];
  let failures = 0;
  let drops = 0;
  let delayMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;

  const answer = (request: IncomingMessage, response: ServerResponse, status: number, body: object) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', status });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const create = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const form = new URLSearchParams(raw);
    const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !from || !body)
      return answer(request, response, 400, { code: 21604, message: 'To, From and Body are required' });
    if (failures > 0) {
      failures -= 1;
      return answer(request, response, 500, { message: 'provider outage' });
    }
    inbox.push({ accountSid: credentials.accountSid, to, from, body });
    const sid = `SM${String(inbox.messages.length).padStart(32, '0')}`;
    const now = rfc2822(new Date());
    stored.push({
      sid,
      account_sid: credentials.accountSid,
      to,
      from,
      body,
      status: 'sent',
      direction: 'outbound-api',
      date_created: now,
      date_sent: now,
      date_updated: now,
    });
    if (drops > 0) {
      drops -= 1;
      requests.push({ method: request.method ?? '', path: request.url ?? '', status: 0 });
      response.socket?.destroy();
      return;
    }
    answer(request, response, 201, { sid, status: 'queued' });
  };

  const server = createServer(async (request, response) => {
    const path = MESSAGES_PATH.exec(request.url ?? '');
    const raw = await readBody(request);
    if (!path || (request.method !== 'POST' && request.method !== 'GET'))
      return answer(request, response, 404, { message: 'not found' });
    if (
      decodeURIComponent(path[1]) !== credentials.accountSid ||
      request.headers.authorization !== expectedAuth
    ) {
      return answer(request, response, 401, { code: 20003, message: 'Authenticate' });
    }
    if (request.method === 'GET') {
      const page = listMessages(stored, new URLSearchParams(path[2] ?? ''));
      if (typeof page === 'string') return answer(request, response, 400, { code: 20001, message: page });
      return answer(request, response, 200, { messages: page, page: 0, page_size: page.length });
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return answer(request, response, 415, { message: 'form encoding expected' });
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    create(request, response, raw);
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
    dropNext: (count) => {
      drops = count;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    waitForSms: (predicate, timeoutMs) => inbox.waitFor(predicate, timeoutMs),
    clear: () => {
      inbox.clear();
      stored.length = 0;
      requests.length = 0;
      failures = 0;
      drops = 0;
      delayMs = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
