import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Where the web app keeps its session (SESSION_STORAGE_KEY in src/web/lib/session.ts). */
const SESSION_KEY = 'courseclock.session';

/**
 * Opens the app on `page` already signed in as `who`, with a session from the login API instead of
 * the login form: for journeys about other pages. Set before the first page load; a session the
 * app has since stored (a refreshed token) is kept.
 */
export async function startSignedIn(page: Page, who: { user: string; password: string }): Promise<void> {
  const login = await page.request.post('/api/Auth/Login', { data: who });
  expect(login.ok(), await login.text()).toBe(true);
  await page.addInitScript(
    ({ key, session }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, session);
    },
    { key: SESSION_KEY, session: await login.text() },
  );
}

/** A POST to the API with the page's own stored session, as the signed-in app would make it. */
export async function postFromPage(
  page: Page,
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, data, key }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string };
      const response = await fetch(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
      return { status: response.status, json: await response.json() };
    },
    { path: url, data: body, key: SESSION_KEY },
  );
}

/** Signs `who` in through the API and answers the Authorization header of their session. */
export async function bearer(
  request: APIRequestContext,
  who: { user: string; password: string },
): Promise<Record<string, string>> {
  const login = await request.post('/api/Auth/Login', { data: who });
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}
