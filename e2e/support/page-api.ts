import type { Page } from '@playwright/test';

/** A POST to the API with the page's own stored session, as the signed-in app would make it. */
export async function postFromPage(
  page: Page,
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, data }) => {
      const session = JSON.parse(localStorage.getItem('courseclock.session') ?? '{}') as { token?: string };
      const response = await fetch(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
      return { status: response.status, json: await response.json() };
    },
    { path: url, data: body },
  );
}
