import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { postFromPage } from './support/page-api';
import { settled, shot } from './support/screen';

/**
 * The admin's user search at 1280 × 800, on the demo's Sam Taylor (user name 'member', phone
 * +61491570158): a last name finds him, and so does part of his phone number typed as people say it;
 * his page says whether his e-mail and phone are confirmed, and 'Back to users' returns to the list.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const SAM = { userName: 'member', name: 'Sam Taylor', lastName: 'Taylor', phone: '+61491570158' };

/** Types into the filter and waits for the list the server answers for it. */
async function search(page: Page, term: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/UserManagement/GetUsers') &&
      new URL(response.url()).searchParams.get('search') === term,
  );
  await page.getByLabel('Filter results').fill(term);
  await answered;
  await settled(page);
}

test('an admin finds a member by last name and by phone, sees what is confirmed and goes back', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/Admin/UserManagement/Manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  const sam = page.getByRole('article', { name: SAM.userName, exact: true });
  const others = page.getByRole('article', { name: 'ameliakelly', exact: true });
  await expect(others).toBeVisible();

  // A last name alone.
  await search(page, SAM.lastName);
  await expect(sam).toBeVisible();
  await expect(sam).toContainText(SAM.name);
  await expect(others).toHaveCount(0);
  await shot(page, '01-search-last-name');
  await expectNoAxeViolations(page);

  // Part of the phone number, spaced the way it is said (stored as +61491570158).
  await search(page, '570 158');
  await expect(sam).toBeVisible();
  await expect(others).toHaveCount(0);
  await expect(page.getByText(/^\d+ users?$/)).toHaveText('1 user');
  await shot(page, '02-search-phone-part');

  // The user page: each of e-mail and phone says whether it is confirmed, as the server has it.
  await sam.getByRole('link', { name: `View ${SAM.userName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SAM.name })).toBeVisible();
  const id = Number(/\/Single\/(\d+)$/.exec(page.url())?.[1]);
  const detail = (await postFromPage(page, '/api/UserManagement/GetSingle', { id })).json as {
    emailConfirmed: boolean;
    phoneNumberConfirmed: boolean;
  };
  const confirmation = (confirmed: boolean) => (confirmed ? 'Confirmed' : 'Not confirmed yet');
  const phone = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Phone$/ }) });
  const email = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Email$/ }) });
  await expect(phone.locator('dd')).toHaveText(`${SAM.phone}${confirmation(detail.phoneNumberConfirmed)}`);
  await expect(email.locator('dd')).toHaveText(`member@example.com${confirmation(detail.emailConfirmed)}`);
  await expect(phone.getByText(confirmation(detail.phoneNumberConfirmed), { exact: true })).toBeVisible();
  await expect(email.getByText(confirmation(detail.emailConfirmed), { exact: true })).toBeVisible();
  await settled(page);
  await shot(page, '03-user-page-confirmed');
  await expectNoAxeViolations(page);

  // Back to the list.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(/\/Admin\/UserManagement\/Manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  await expect(others).toBeVisible();
  await settled(page);
  await shot(page, '04-back-to-users');
});
