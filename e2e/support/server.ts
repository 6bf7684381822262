/**
 * The stack the browser tests run against: the real app on a fresh temporary data directory with
 * demo data, sending its mail over real SMTP to an smtp-server on loopback and its SMS over Twilio's
 * REST shape to a loopback stand-in (src/server/test/sms-server.ts); the tests read both from a small
 * JSON mailbox endpoint (`/?to=` for mail, `/sms?to=` for texts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { startSmsServer } from '../../src/server/test/sms-server';
import { E2E_APP_PORT, E2E_BASE_URL, E2E_MAILBOX_PORT } from './ports';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Body with quoted-printable soft breaks and escapes undone, good enough to find links. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const mails: CapturedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
        text: decodeQuotedPrintable(raw),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const smsServer = await startSmsServer();

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  if (url.pathname === '/sms') {
    const texts = to ? smsServer.messages.filter((sms) => sms.to.toLowerCase() === to) : smsServer.messages;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(texts));
    return;
  }
  const found = to ? mails.filter((m) => m.to.some((address) => address.toLowerCase() === to)) : mails;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found));
});
await new Promise<void>((resolve) => mailbox.listen(E2E_MAILBOX_PORT, '127.0.0.1', resolve));

const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-e2e-'));
const config = loadConfig({
  ...process.env,
  PORT: String(E2E_APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_URL: E2E_BASE_URL,
  SEED_DEMO: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ...smsServer.env,
  LOG_LEVEL: 'warn',
});
const server = await startServer(config);
console.log(
  `e2e stack ready on ${E2E_BASE_URL} (smtp ${smtpPort}, sms ${smsServer.port}, mailbox ${E2E_MAILBOX_PORT})`,
);

async function shutdown(): Promise<void> {
  await server.stop();
  mailbox.close();
  smtp.close();
  await smsServer.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
