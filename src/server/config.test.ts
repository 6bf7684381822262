import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, proxyTrust } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'courseclock-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the defaults of docs/design.md', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
      sessionMaxAge: 90 * 24 * 60 * 60,
      requestTimeoutMs: 30_000,
      seedDemo: undefined,
      uploadMaxBytes: 5 * 1024 * 1024,
      logLevel: 'info',
      sms: { provider: 'outbox' },
    });
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('prefers JWT_SECRET and writes nothing then', () => {
    const dir = tempDir();
    const given = 'a-given-secret-of-32-bytes-or-more';
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: given }).jwtSecret).toBe(given);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('reads switches and numbers, and refuses nonsense', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://cc.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://cc.example');
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('reads SESSION_MAX_AGE (seconds) and REQUEST_TIMEOUT_MS (milliseconds) as whole numbers', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, SESSION_MAX_AGE: '3600' }).sessionMaxAge).toBe(3600);
    expect(loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_MS: '45000' }).requestTimeoutMs).toBe(45_000);
    for (const name of ['SESSION_MAX_AGE', 'REQUEST_TIMEOUT_MS'])
      for (const nonsense of ['abc', '0', '-1', '1.5', '90d'])
        expect(() => loadConfig({ DATA_DIR: dir, [name]: nonsense }), `${name}=${nonsense}`).toThrow(
          new RegExp(`${name} must be`),
        );
  });

  it('reads UPLOAD_MAX_BYTES as a whole number of bytes up to 100 MiB', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, UPLOAD_MAX_BYTES: '1048576' }).uploadMaxBytes).toBe(1_048_576);
    expect(loadConfig({ DATA_DIR: dir, UPLOAD_MAX_BYTES: '104857600' }).uploadMaxBytes).toBe(104_857_600);
    for (const nonsense of ['abc', '0', '-1', '1.5', '5MB', '104857601'])
      expect(() => loadConfig({ DATA_DIR: dir, UPLOAD_MAX_BYTES: nonsense }), nonsense).toThrow(
        /UPLOAD_MAX_BYTES must be/,
      );
  });

  it('trusts no proxy unless TRUST_PROXY names one (addresses, CIDRs or a hop count)', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: ' 10.1.0.0/16, ::1 ,fd00::/8' }).trustProxy).toEqual([
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const nonsense of ['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '0', '-1', '10.0.0.1,,'])
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: nonsense }), nonsense).toThrow(/TRUST_PROXY/);
  });

  it('believes the nearest N hops of X-Forwarded-For for a hop count', async () => {
    const app = Fastify({
      trustProxy: proxyTrust(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).trustProxy),
    });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const ip = async (forwardedFor: string) =>
      (
        await app.inject({
          url: '/ip',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).json().ip;
    expect(await ip('198.51.100.7')).toBe('198.51.100.7');
    expect(await ip('192.0.2.66, 198.51.100.7')).toBe('198.51.100.7');
    await app.close();
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, saying how long it must be', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /JWT_SECRET is 31 bytes long: it must be at least 32/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'secret' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
    // Bytes, not characters: 16 two-byte characters are enough.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
  });

  it('makes DATA_DIR owner-only, whether it is new or already there', () => {
    const parent = tempDir();
    const fresh = join(parent, 'fresh', 'data');
    loadConfig({ DATA_DIR: fresh });
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(statSync(join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const existing = join(parent, 'existing');
    mkdirSync(existing, { mode: 0o755 });
    chmodSync(existing, 0o755);
    loadConfig({ DATA_DIR: existing, JWT_SECRET: 'x'.repeat(32) });
    expect(statSync(existing).mode & 0o777).toBe(0o700);
  });

  it('allows demo accounts only on loopback or with DEMO_DATA, and refuses SEED_DEMO=true beyond loopback', () => {
    const dir = tempDir();
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(loadConfig({ DATA_DIR: dir, HOST: host }).allowDemoAccounts, host).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).allowDemoAccounts).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).allowDemoAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, HOST: '::' }).allowDemoAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0', DEMO_DATA: '1' }).allowDemoAccounts).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO=true.*0\.0\.0\.0.*DEMO_DATA=1/,
    );
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0', SEED_DEMO: 'true', DEMO_DATA: '1' }).seedDemo).toBe(
      true,
    );
  });

  it('treats a loopback HOST behind a proxy or with a public PUBLIC_URL as public: no demo accounts', () => {
    const dir = tempDir();
    const local = { DATA_DIR: dir, HOST: '127.0.0.1' };
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080/', 'http://[::1]:3000'])
      expect(loadConfig({ ...local, PUBLIC_URL: url }).allowDemoAccounts, url).toBe(true);
    expect(loadConfig({ ...local, TRUST_PROXY: '127.0.0.1' }).allowDemoAccounts).toBe(false);
    expect(loadConfig({ ...local, TRUST_PROXY: '1' }).allowDemoAccounts).toBe(false);
    expect(loadConfig({ ...local, PUBLIC_URL: 'https://club.example.org' }).allowDemoAccounts).toBe(false);
    expect(loadConfig({ ...local, PUBLIC_URL: 'not a url' }).allowDemoAccounts).toBe(false);
    expect(
      loadConfig({
        ...local,
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: 'https://club.example.org',
        DEMO_DATA: '1',
      }).allowDemoAccounts,
    ).toBe(true);
    expect(() => loadConfig({ ...local, TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO=true.*TRUST_PROXY is set.*DEMO_DATA=1/,
    );
    expect(() => loadConfig({ ...local, PUBLIC_URL: 'https://club.example.org', SEED_DEMO: 'true' })).toThrow(
      /PUBLIC_URL is https:\/\/club\.example\.org/,
    );
  });
});
