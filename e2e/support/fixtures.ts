import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAILBOX_PORT } from './ports';
import type { CapturedMail } from './server';

export const DEMO = {
  admin: { user: 'admin', password: 'Admin123!' },
  referee: { user: 'referee', password: 'Referee123!' },
  member: { user: 'member', password: 'Member123!' },
} as const;

/** Fails on any serious or critical axe violation, listing them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Signs in through the real login page and waits to leave it. */
export async function loginAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  const account = DEMO[who];
  await page.goto('/Account/Login');
  await page.getByLabel(/user ?name or e-?mail/i).fill(account.user);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/Account\/Login/);
}

export const mails = {
  /** Mail captured by the loopback SMTP server for one address, waiting up to `timeoutMs`. */
  async waitFor(to: string, timeoutMs = 15_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/?to=${encodeURIComponent(to)}`);
      const found = (await response.json()) as CapturedMail[];
      if (found.length > 0) return found[found.length - 1];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
  },
};

/** One text the loopback SMS provider accepted. */
interface CapturedSms {
  to: string;
  from: string;
  body: string;
}

export const texts = {
  /** Texts the loopback SMS provider accepted for one number (as the app sends it: +614…). */
  async to(number: string): Promise<CapturedSms[]> {
    const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/sms?to=${encodeURIComponent(number)}`);
    return (await response.json()) as CapturedSms[];
  },
  /** The newest text to `number` once more than `after` have arrived, waiting up to `timeoutMs`. */
  async waitFor(number: string, { after = 0, timeoutMs = 15_000 } = {}): Promise<CapturedSms> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = await texts.to(number);
      if (found.length > after) return found[found.length - 1];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no new text for ${number} within ${timeoutMs} ms`);
  },
};

/** Each worker's pages and requests go to its own stack (e2e/support/ports.ts). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use) => {
    await use(E2E_BASE_URL);
  },
});
export { expect };

/** The times a user has stored at a location, read through the real API (login + ListUserResults). */
export async function storedTimes(
  request: APIRequestContext,
  credentials: { user: string; password: string },
  locationId: number,
): Promise<{ tsDuration: string }[]> {
  const login = await request.post('/api/Auth/Login', { data: credentials });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const mine = await request.post('/api/Leaderboard/ListUserResults', {
    data: { locationId },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(mine.ok()).toBe(true);
  return (await mine.json()) as { tsDuration: string }[];
}
