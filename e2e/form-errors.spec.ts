import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * Forms answer every Save where the eye is: an error on a field scrolled out of sight (a user name
 * someone else has, on a phone's long My Account) is scrolled to and focused; the content editor
 * asks before unsaved edits are left behind (a link in the app, a reload); a new event's date and
 * time opens at 9:00 am on the day picked, not at the minute the admin happens to click.
 */

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/** A member of this run's own, added by the demo referee (no per-address sign-up limit to spend). */
async function newMember(request: APIRequestContext): Promise<{ user: string; password: string }> {
  const member = await refereeAddsMember(request, {
    prefix: 'form',
    firstName: 'Frankie',
    lastName: 'Former',
  });
  return { user: member.userName, password: member.password };
}

async function logIn(page: Page, who: { user: string; password: string }): Promise<void> {
  await page.goto('/Account/Login');
  await page.getByLabel(/user ?name or e-?mail/i).fill(who.user);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/Account\/Login/);
}

/** The error text Mantine puts under an input, read through its aria-describedby. */
async function describedError(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a taken user name on My Account is scrolled to and focused when Save is tapped', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await logIn(page, member);
    await page.goto('/Account/MyAccount');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const userName = page.getByRole('textbox', { name: /^User name/ });
    await expect(userName).toHaveValue(member.user);
    await settled(page);
    await shot(page, '01-my-account');

    // Someone else's user name, then down to Save: the field is far above, out of sight.
    await userName.fill(DEMO.member.user);
    const save = page.getByRole('button', { name: 'Save details' });
    await save.scrollIntoViewIfNeeded();
    await expect(userName).not.toBeInViewport();
    await shot(page, '02-save-in-sight-user-name-not');
    await save.tap();

    // The server's answer: the page comes back up to the field, which has the focus and says why.
    await expect(userName).toBeFocused();
    await expect(userName).toBeInViewport({ ratio: 1 });
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    expect(await describedError(userName)).toMatch(/taken|already/i);
    await settled(page);
    await shot(page, '03-taken-user-name-focused');
    await expectNoAxeViolations(page);
    await fitsPhone(page, [save, userName]);

    // The same for the form's own check: an emptied field is brought into sight and focused.
    await userName.fill('');
    await page.getByRole('textbox', { name: /^Mobile number/ }).focus();
    await save.scrollIntoViewIfNeeded();
    await expect(userName).not.toBeInViewport();
    await save.tap();
    await expect(userName).toBeFocused();
    await expect(userName).toBeInViewport({ ratio: 1 });
    await settled(page);
    await shot(page, '04-empty-user-name-focused');
  });
});

test.describe('an admin at a desk', () => {
  test.use({ viewport: DESKTOP });

  test('the content editor asks before unsaved edits are left, by a link or a reload', async ({ page }) => {
    await loginAs(page, 'admin');
    const pieces = (await (await page.request.get('/api/Content/GetContent')).json()) as {
      contentSectionId: number;
      title: string;
    }[];
    const piece = pieces[0];
    if (!piece) throw new Error('the demo data has no content');
    await page.goto(`/Admin/Content/Edit/${piece.contentSectionId}`);
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue(piece.title);
    await settled(page);
    await shot(page, '01-content-editor');

    // Nothing changed yet: leaving asks nothing.
    await page.getByRole('link', { name: 'Events' }).first().click();
    await expect(page).toHaveURL(/\/Events$/);
    await page.goBack();
    await expect(title).toHaveValue(piece.title);

    // An edit, then a link: the editor asks; Stay keeps the edit on screen.
    await title.fill(`${piece.title} (draft)`);
    await page.getByRole('link', { name: 'Events' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await settled(page);
    await shot(page, '02-leave-asked');
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/Admin\/Content\/Edit\//);
    await expect(title).toHaveValue(`${piece.title} (draft)`);
    await shot(page, '03-stayed-with-edit');

    // A reload: the browser's own question (beforeunload); accepting it drops the edit.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(title).toHaveValue(piece.title);

    // An edit again, and Leave: the link goes where it points.
    await title.fill(`${piece.title} (draft)`);
    await page.getByRole('link', { name: 'Events' }).first().click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/Events$/);
    await settled(page);
    await shot(page, '04-left');
  });

  test("a new event's start opens at 9:00 am on the day picked", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/Admin/Event/Add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: 'Next month' }).click();
    const month = (await picker.getByRole('button', { name: 'Choose the month' }).textContent()) ?? '';
    await picker.getByRole('button', { name: `15 ${month}`, exact: true }).click();
    await expect(picker.getByRole('spinbutton', { name: 'Hour' })).toHaveValue('09');
    await expect(picker.getByRole('spinbutton', { name: 'Minute' })).toHaveValue('00');
    await expect(picker.getByRole('combobox', { name: 'am or pm' })).toHaveValue('am');
    await settled(page);
    await shot(page, '01-day-picked-nine-am');
    await picker.getByRole('button', { name: 'Done' }).click();
    const [monthName, year] = month.split(' ');
    const monthNumber = new Date(`${monthName} 1, ${year}`).getMonth() + 1;
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveText(
      `15/${monthNumber}/${year} 9:00 am`,
    );
    await shot(page, '02-start-shown');
    await expectNoAxeViolations(page);
  });
});
