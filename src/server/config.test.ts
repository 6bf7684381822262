import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
  it('has the defaults of DESIGN.md', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
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
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'given' }).jwtSecret).toBe('given');
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
});
