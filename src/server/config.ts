import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { chooseLogFormat, type LogFormat } from './lib/pretty-log';

export interface Config {
  port: number;
  host: string;
  /**
   * Whose X-Forwarded-For is believed: false (nobody, the default), the proxies' addresses and
   * CIDRs, or a number of hops in front of the app.
   */
  trustProxy: false | number | string[];
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a session lasts from its login, however often it is refreshed (SESSION_MAX_AGE). Default 90 days. */
  sessionMaxAge: number;
  adminEmail?: string;
  adminPassword?: string;
  /** undefined = decide at start (on for an empty embedded database). */
  seedDemo?: boolean;
  /**
   * Accounts whose passwords the README publishes may exist: a plainly local server (loopback HOST,
   * no TRUST_PROXY, no public PUBLIC_URL), or DEMO_DATA=1 (a demo on purpose). Otherwise none is
   * seeded and the start refuses while one is left.
   */
  allowDemoAccounts: boolean;
  /** Why other machines may reach this server (a HOST, a proxy, a public URL); undefined when local. */
  publicReason?: string;
  smtpUrl?: string;
  mailFrom: string;
  feedbackTo?: string;
  sms: {
    provider: 'outbox' | 'twilio';
    accountSid?: string;
    authToken?: string;
    from?: string;
    apiUrl: string;
  };
  /** Largest uploaded file (multipart `file` part); past it a 413. Default 5 MiB. */
  uploadMaxBytes: number;
  /** Live board streams one client address may hold open on one instance; past it a 429. Default 100 (phones behind one venue or carrier address). */
  liveStreamsPerAddress: number;
  /**
   * Milliseconds a client has to send a request's headers and body (REQUEST_TIMEOUT_MS); past it the
   * socket gets a 408 and is closed. Live streams are requests without a body and stay open. Default 30 s.
   */
  requestTimeoutMs: number;
  logLevel: string;
  /** LOG_FORMAT: readable lines at a terminal, JSON lines otherwise (lib/pretty-log.ts). */
  logFormat: LogFormat;
  /** Bearer token `GET /metrics` asks for; unset, /metrics answers 404 (plugins/metrics.ts). */
  metricsToken?: string;
  /** Directory of the built web app (index.html + assets). */
  webDist: string;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** An upload is held in memory whole while sharp converts it (lib/upload.ts): 100 MiB at most. */
const UPLOAD_MAX_BYTES_CEILING = 100 * 1024 * 1024;

function uploadMaxBytes(env: Env): number {
  const bytes = positiveInt(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024);
  if (bytes > UPLOAD_MAX_BYTES_CEILING)
    throw new Error(
      `UPLOAD_MAX_BYTES must be at most ${UPLOAD_MAX_BYTES_CEILING} (100 MiB): uploads are held in memory while they are converted`,
    );
  return bytes;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset trusts nobody; a whole number is a hop count; else a list of addresses/CIDRs. */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrCidr)) return entries;
  throw new Error(
    'TRUST_PROXY must be the addresses or CIDRs of your proxies, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8), or the number of proxy hops (e.g. 1)',
  );
}

/**
 * Fastify's form of TRUST_PROXY. Fastify ignores a bare hop count (it cannot tell whether the peer
 * is a proxy), so the count becomes "believe the nearest N hops", as Express does: right only when
 * the app can be reached through those proxies alone (docs/decisions.md).
 */
export function proxyTrust(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Only this machine can connect: HOST 127.x.x.x, ::1 or localhost. */
function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** PUBLIC_URL unset, or naming this machine (localhost, 127.x.x.x, [::1]). */
function isLocalUrl(url: string | undefined): boolean {
  if (!url) return true;
  try {
    return isLoopback(new URL(url).hostname.replace(/^\[(.*)\]$/, '$1'));
  } catch {
    return false;
  }
}

/**
 * Why this server may be reached by others, or undefined when it is plainly local. A reverse proxy on
 * the same host forwards public traffic to a loopback HOST, so HOST alone does not tell: a trusted
 * proxy or a public PUBLIC_URL says the site is public too.
 */
function publicReason(env: Env, host: string): string | undefined {
  if (!isLoopback(host)) return `HOST is ${host}, reachable from other machines`;
  if (env.TRUST_PROXY) return 'TRUST_PROXY is set, so a proxy forwards other machines to it';
  if (!isLocalUrl(env.PUBLIC_URL)) return `PUBLIC_URL is ${env.PUBLIC_URL}, a public address`;
  return undefined;
}

function demoAccountsAllowed(reason: string | undefined, env: Env, seedDemo: boolean | undefined): boolean {
  const allowed = reason === undefined || flag(env.DEMO_DATA) === true;
  if (seedDemo === true && !allowed)
    throw new Error(
      `SEED_DEMO=true would create accounts whose passwords the README publishes, but ${reason}: set DEMO_DATA=1 to run the demo there on purpose, or run it on this machine alone (HOST 127.0.0.1, no TRUST_PROXY, no public PUBLIC_URL).`,
    );
  return allowed;
}

/** HS256 wants a key at least as long as its 32-byte hash; a shorter one can be guessed offline. */
const JWT_SECRET_MIN_BYTES = 32;

/** The signing key: JWT_SECRET, else one generated once into DATA_DIR and reused. */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return longEnoughSecret(env.JWT_SECRET, 'JWT_SECRET');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return longEnoughSecret(readFileSync(file, 'utf8').trim(), file);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function longEnoughSecret(secret: string, source: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes >= JWT_SECRET_MIN_BYTES) return secret;
  throw new Error(
    `${source} is ${bytes} bytes long: it must be at least ${JWT_SECRET_MIN_BYTES} (e.g. \`openssl rand -base64 48\`), or leave JWT_SECRET unset to have one generated into DATA_DIR`,
  );
}

/** Long enough that trying tokens against /metrics gets nowhere. */
const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsToken(token: string | undefined): string | undefined {
  if (!token) return undefined;
  if (token.length >= METRICS_TOKEN_MIN_LENGTH) return token;
  throw new Error(
    `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`), or unset to turn /metrics off`,
  );
}

/** DATA_DIR holds the embedded database and the generated secret: nobody but the owner may look in. */
function ownerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

export function loadConfig(env: Env = process.env): Config {
  const port = positiveInt(env, 'PORT', 3000);
  const dataDir = resolve(env.DATA_DIR || './data');
  ownerOnlyDir(dataDir);
  const host = env.HOST || '127.0.0.1';
  const seedDemo = flag(env.SEED_DEMO);
  const reason = publicReason(env, host);
  const smsProvider = env.SMS_PROVIDER || 'outbox';
  if (smsProvider !== 'outbox' && smsProvider !== 'twilio')
    throw new Error('SMS_PROVIDER must be outbox or twilio');
  return {
    port,
    host,
    trustProxy: trustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: jwtSecret(env, dataDir),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 2_592_000),
    sessionMaxAge: positiveInt(env, 'SESSION_MAX_AGE', 90 * 24 * 60 * 60),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo,
    allowDemoAccounts: demoAccountsAllowed(reason, env, seedDemo),
    publicReason: reason,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'CourseClock <no-reply@courseclock.local>',
    feedbackTo: env.FEEDBACK_TO || undefined,
    sms: {
      provider: smsProvider,
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiUrl: (env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/$/, ''),
    },
    uploadMaxBytes: uploadMaxBytes(env),
    liveStreamsPerAddress: positiveInt(env, 'LIVE_STREAMS_PER_ADDRESS', 100),
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 30_000),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: chooseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    webDist: resolve(env.WEB_DIST || 'dist'),
  };
}
