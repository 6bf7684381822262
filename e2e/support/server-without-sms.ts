/**
 * The browser tests' app with no SMS provider configured (SMS_PROVIDER=outbox, no TWILIO_*), as a
 * fresh install runs until its administrator adds one: bulk SMS are kept in the outbox table and never
 * sent. Demo data on a temporary data directory, like e2e/support/server.ts; e2e/support/stack-without-sms.ts
 * starts it on the port in E2E_NO_SMS_PORT and stops it with SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

const port = Number(process.env.E2E_NO_SMS_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-e2e-no-sms-'));
const {
  TWILIO_ACCOUNT_SID: _sid,
  TWILIO_AUTH_TOKEN: _token,
  TWILIO_FROM: _from,
  TWILIO_API_URL: _url,
  ...env
} = process.env;
const server = await startServer(
  loadConfig({
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    SMS_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
  }),
);
console.log(`e2e stack without an SMS provider ready on http://127.0.0.1:${port}`);

async function shutdown(): Promise<void> {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
