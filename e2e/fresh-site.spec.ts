import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ChildApp, startChildApp, stopChildApp } from '../src/server/test/child-app';
import { messages } from '../src/shared/messages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { settled } from './support/screen';

/**
 * A club's first deployment, started as the README's "Deploy for a club" says: an empty PostgreSQL
 * database (PGlite without demo data when no PostgreSQL is configured), behind a proxy (TRUST_PROXY),
 * a public PUBLIC_URL and the first admin from ADMIN_EMAIL + ADMIN_PASSWORD. No demo account exists;
 * the privacy policy has its starter text, and the admin writes About from /Admin/Content.
 */

const ADMIN = { email: 'secretary@club.example.org', password: 'Fresh-Club-2026!' };
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-fresh-site-'));
const databaseName = `courseclock_fresh_${randomBytes(4).toString('hex')}`;
let site: ChildApp;

async function onPostgres(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string | undefined {
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (serverUrl) await onPostgres(`create database ${databaseName}`);
  site = await startChildApp({
    dataDir,
    databaseUrl: databaseUrl(),
    readyTimeoutMs: 90_000,
    env: {
      WEB_DIST: join(process.cwd(), 'dist'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: 'https://club.example.org',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
});

test.afterAll(async () => {
  if (site) await stopChildApp(site);
  if (serverUrl) await onPostgres(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ viewport: { width: 1280, height: 800 } });

test('a fresh club site has its privacy policy, no demo accounts, and the first admin writes About', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const demoLogin = await request.post(`${site.url}/api/Auth/Login`, {
    data: { user: 'admin', password: 'Admin123!' },
  });
  expect(demoLogin.status()).toBe(401);

  await page.goto(`${site.url}/PrivacyPolicy`);
  await expect(page.getByText(/kept for at least 7 years/)).toBeVisible();
  await page.goto(`${site.url}/About`);
  await expect(page.getByText('No content exists for this section')).toBeVisible();

  await page.goto(`${site.url}/Account/Login`);
  await page.getByLabel(/user ?name or e-?mail/i).fill(ADMIN.email);
  await page.getByLabel(/^password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/Account\/Login/);

  await page.goto(`${site.url}/Admin/Content/Add`);
  await page.getByLabel(/^Section/).selectOption({ label: 'About' });
  await page.getByRole('textbox', { name: /^Title/ }).fill('About our club');
  await page.getByRole('textbox', { name: 'Copy' }).click();
  await page.keyboard.type('We meet at the course every Saturday at 7 am.');
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page.getByText(`${messages.createdPrefix} About our club`)).toBeVisible();

  await page.goto(`${site.url}/About`);
  await expect(page.getByRole('heading', { level: 2, name: 'About our club' })).toBeVisible();
  await expect(page.getByText('We meet at the course every Saturday at 7 am.')).toBeVisible();
});
