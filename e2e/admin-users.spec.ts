import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { closeToast, fitsPhone, settled } from './support/screen';

/**
 * The user management journey: an admin adds a referee (user name filled in from the names),
 * finds them with the filter, opens their page (tel: and mailto: links), changes their role and back,
 * removes (disables) them after typing the name, sees them under Disabled with the sad icon, and the
 * disabled user can no longer log in. axe on every page; Add and Manage checked on a 375 px phone.
 */

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/** The clickable label of a radio or segment (the touch target: theme.module.css). */
const labelOf = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

// A long journey with an axe pass on every page, on a shared machine: a limit, not a timing.
test.beforeEach(() => test.setTimeout(180_000));

async function loginStatus(page: Page, user: string, password: string): Promise<number> {
  const response = await page.request.post('/api/Auth/Login', { data: { user, password } });
  return response.status();
}

test('an admin adds a referee, finds, views, edits and removes them; the removed user cannot log in', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const lastName = `Ref${suffix}`;
  const userName = `adaref${suffix}`;
  const email = `ada${suffix}@example.com`;
  const password = 'Finish#Line9';

  await page.setViewportSize(PHONE);
  await loginAs(page, 'admin');

  // Add: the user name is filled in when the last name loses focus.
  await page.goto('/Admin/UserManagement/Add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add user' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Regular user' })).toBeChecked();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Organisation').fill('Harbour Runners');
  await page.getByLabel('Last Name').blur();
  await expect(page.getByLabel('User Name')).toHaveValue(userName);
  await page.getByLabel('Phone Number').fill('0491 570 156');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('radio', { name: 'Referee' }).check();
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, [
    page.getByLabel('First Name'),
    // The password's visible box holds the bare input and its show/hide button.
    page.getByRole('textbox', { name: 'Password' }).locator('..'),
    labelOf(page, 'Regular user'),
    labelOf(page, 'Referee'),
    labelOf(page, 'Admin'),
    page.getByRole('button', { name: 'Create' }),
  ]);
  // A password within the staff rules but on the server's list of common ones: refused on its field.
  await page.getByRole('textbox', { name: 'Password' }).fill('P@ssw0rd');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
    new RegExp(messages.passwordTooCommon.replaceAll('.', '\\.')),
  );
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User Added')).toBeVisible();
  await expect(page.getByLabel('User Name')).toHaveValue('');
  expect(await loginStatus(page, userName, password)).toBe(200);

  // Manage: the filter finds them; Active is the default.
  await page.goto('/Admin/UserManagement/Manage');
  await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();
  await page.getByLabel('Filter results').fill(suffix);
  const card = page.getByRole('article', { name: userName });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Referee');
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, [
    page.getByLabel('Filter results'),
    labelOf(page, 'Active'),
    labelOf(page, 'Disabled'),
    card.getByRole('link', { name: `View ${userName}` }),
    card.getByRole('link', { name: `Edit ${userName}` }),
  ]);

  // Single: tel: and mailto: links, role, no date of birth.
  await card.getByRole('link', { name: `View ${userName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: '+61491570156' })).toHaveAttribute('href', 'tel:+61491570156');
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  const details = page.locator('dl');
  await expect(details).toContainText('RoleReferee');
  await expect(details).toContainText('Date Of BirthNot specified');
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, [
    page.getByRole('link', { name: '+61491570156' }),
    page.getByRole('link', { name: email }),
    page.getByRole('link', { name: 'Edit user' }),
  ]);

  // Edit: the current role is chosen; make them Admin, then a regular user again.
  for (const role of ['Admin', 'Regular user']) {
    await page.getByRole('link', { name: 'Edit user' }).click();
    await expect(page.getByLabel('User Name')).toHaveValue(userName);
    await expect(page.getByRole('radio', { name: role === 'Admin' ? 'Referee' : 'Admin' })).toBeChecked();
    await page.getByRole('radio', { name: role }).check();
    if (role === 'Admin') {
      await settled(page);
      await expectNoAxeViolations(page);
      await fitsPhone(page, [
        labelOf(page, 'Regular user'),
        labelOf(page, 'Admin'),
        page.getByRole('button', { name: 'Save' }),
      ]);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    // Closed, so the next edit's toast is the only one.
    await closeToast(page, 'User Updated');
    await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();
    await expect(page.locator('dl')).toContainText(`Role${role}`);
  }

  // An admin cannot take their own Admin role away: the refusal shows on the role choice.
  await page.setViewportSize(DESKTOP);
  await page.goto('/Admin/UserManagement/Manage');
  await page.getByLabel('Filter results').fill('admin');
  await page
    .getByRole('article', { name: 'admin', exact: true })
    .getByRole('link', { name: 'Edit admin' })
    .click();
  await expect(page.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await page.getByRole('radio', { name: 'Regular user' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // On the role choice and in the toast.
  await expect(page.getByText('You cannot remove your own Admin role.')).toHaveCount(2);
  await expect(page).toHaveURL(/\/Admin\/UserManagement\/Edit\/\d+$/);

  // The filter cleared on leaving Manage.
  await page.goto('/Admin/UserManagement/Remove');
  await expect(page.getByLabel('Filter results')).toHaveValue('');

  // Remove: Remove stays off until the exact user name is typed; the user is disabled.
  await page.getByLabel('Filter results').fill(suffix);
  await expect(page.getByRole('article', { name: userName })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${userName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove User' });
  const confirm = dialog.getByRole('button', { name: 'Remove', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${userName} to confirm`).fill(userName.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${userName} to confirm`).fill(userName);
  await expect(confirm).toBeEnabled();
  await settled(page);
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article', { name: userName })).toHaveCount(0);
  await expect(page.getByText('No users found')).toBeVisible();

  // Under Disabled with the sad icon, and no Remove button there.
  await labelOf(page, 'Disabled').click();
  const disabledCard = page.getByRole('article', { name: userName });
  await expect(disabledCard.getByRole('img', { name: 'Disabled user' })).toBeVisible();
  await expect(disabledCard.getByRole('button', { name: `Remove ${userName}` })).toHaveCount(0);
  await settled(page);
  await expectNoAxeViolations(page);

  // The disabled user cannot log in.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto('/Account/Login');
  await them.getByLabel(/user ?name or e-?mail/i).fill(userName);
  await them.getByLabel(/^password/i).fill(password);
  await them.getByRole('button', { name: /log ?in/i }).click();
  await expect(them.getByText('Username or Password incorrect')).toBeVisible();
  await expect(them).toHaveURL(/\/Account\/Login/);
  await theirs.close();
  expect(await loginStatus(page, userName, password)).toBe(401);
});
