import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Inbox } from './inbox';

/** One message as the SMTP peer received it, with its text part decoded. Addresses as sent (nodemailer
 * lower-cases the domain). */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | undefined;
  raw: string;
}

export interface TestMailServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Header block → lower-case names; folded lines joined. */
function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Leaf parts of a (possibly nested) multipart message. */
function leafParts(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return (
    part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      // The line break before a boundary belongs to the boundary, not to the part.
      .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))))
  );
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody({
          headers: { 'content-transfer-encoding': 'quoted-printable' },
          body: text.replaceAll('_', ' '),
        }),
  );
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers['content-type'] ?? 'text/plain').startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    ...envelope,
    headers: message.headers,
    subject: decodeHeader(message.headers.subject ?? ''),
    text: text ? decodeBody(text).replaceAll('\r\n', '\n') : '',
    html: html ? decodeBody(html).replaceAll('\r\n', '\n') : undefined,
    raw,
  };
}

/**
 * A real SMTP server on a loopback port (0 = any free one; pass a port to come back on it after a
 * close): the app's nodemailer transport talks to it over TCP.
 */
export async function startMailServer(port = 0): Promise<TestMailServer> {
  const inbox = new Inbox<ReceivedMail>('e-mail');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        inbox.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages: inbox.messages,
    waitForMail: (predicate, timeoutMs) => inbox.waitFor(predicate, timeoutMs),
    clear: () => inbox.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
