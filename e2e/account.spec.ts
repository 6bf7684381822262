import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '../src/shared/messages';
import { expect, expectNoAxeViolations, mails, test, texts } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { postFromPage } from './support/page-api';
import { E2E_MAILBOX_PORT } from './support/ports';
import { fitsPhone, settled } from './support/screen';
import type { CapturedMail } from './support/server';

/**
 * The member's account journeys, each on a member of its own (created by the demo referee, so the
 * demo member stays as other journeys expect it): details, phone code from the loopback SMS provider,
 * subscriptions, a cropped photo on a board row, a forgotten password through the loopback SMTP
 * server, and deleting a casual time on My Results. axe and a 375 px phone on every page.
 */

type Member = { userName: string; email: string; phoneNumber: string; password: string };
type Course = { id: number; name: string; path: string };

const PHONE = { width: 375, height: 667 };
const BONDI = 'Bondi Beach';

const newMember = (request: APIRequestContext) =>
  refereeAddsMember(request, { prefix: 'acct', firstName: 'Casey', lastName: 'Runner' });

async function tokenFor(
  request: APIRequestContext,
  who: { user: string; password: string },
): Promise<string> {
  const login = await request.post('/api/Auth/Login', { data: who });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function bondi(request: APIRequestContext): Promise<Course> {
  const all = (await (await request.get('/api/Location/ListAll')).json()) as Course[];
  const found = all.find((location) => location.name === BONDI);
  if (!found) throw new Error(`${BONDI} is not in the demo data`);
  return found;
}

/** Saves a casual time for the member through the API, finished `minutesAgo`. */
async function saveTime(
  request: APIRequestContext,
  member: Member,
  { locationId, duration, minutesAgo }: { locationId: number; duration: number; minutesAgo: number },
): Promise<void> {
  const completed = Date.now() - minutesAgo * 60_000;
  const saved = await request.post('/api/Leaderboard/AddToLeaderboard', {
    data: {
      locationId,
      duration,
      timeStarted: new Date(completed - duration).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
    },
    headers: {
      Authorization: `Bearer ${await tokenFor(request, { user: member.userName, password: member.password })}`,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function logIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto('/Account/Login');
  await page.getByLabel(/user ?name or e-?mail/i).fill(user);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/Account\/Login/);
}

/** The API as the signed-in page sees it (its stored session). */
async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const session = JSON.parse(localStorage.getItem('courseclock.session') ?? '{}') as { token?: string };
    const response = await fetch(url, { headers: { Authorization: `Bearer ${session.token}` } });
    return response.json();
  }, path);
}

/** The reset link of the newest reset mail to `email` (the confirmation mail is there too). */
async function resetLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/?to=${encodeURIComponent(email)}`);
    const found = ((await response.json()) as CapturedMail[])
      .map((mail) => /https?:\/\/\S+\/Account\/ResetPassword\/[^\s"<]+/.exec(mail.text)?.[0])
      .filter((link) => link !== undefined);
    if (found.length > 0) return found[found.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email}`);
}

test('a member edits details, confirms the phone with the texted code, and subscribes then unsubscribes', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const course = await bondi(request);
  const phone = `+61${member.phoneNumber.slice(1)}`;
  await page.setViewportSize(PHONE);
  await logIn(page, member.userName, member.password);
  await page.goto('/Account/MyAccount');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // Prefilled; the phone field has SPEC's placeholder; a save with nothing changed sends nothing.
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Casey');
  await expect(page.getByLabel(/^Mobile number/)).toHaveAttribute('placeholder', '*Phone:');
  await settled(page);
  await expectNoAxeViolations(page);
  const save = page.getByRole('button', { name: 'Save details' });
  const code = page.getByLabel('Code from the SMS');
  await fitsPhone(page, [save, firstName, code, page.getByRole('button', { name: 'Confirm' })]);
  await save.click();
  await expect(page.getByText('Nothing has changed.')).toBeVisible();

  // Details: a new first name and date of birth → 'Account Updated!', kept after a reload.
  await firstName.fill('Cassidy');
  await page.getByLabel(/^Date of birth/).fill('1990-05-17');
  await save.click();
  await expect(page.getByText(messages.accountUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Cassidy');
  await expect(page.getByLabel(/^Date of birth/)).toHaveValue('1990-05-17');

  // The phone is unconfirmed: a wrong code fails; a new code comes by SMS and confirms it.
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.phoneVerifyFailed }).first()).toBeVisible();
  const before = (await texts.to(phone)).length;
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const sms = await texts.waitFor(phone, { after: before });
  const sent = /\b(\d{6})\b/.exec(sms.body)?.[1];
  expect(sent, sms.body).toBeTruthy();
  await code.fill(sent ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.phoneVerified)).toBeVisible();
  await expect(page.getByLabel('Code from the SMS')).toHaveCount(0);
  expect(
    (await apiFromPage<{ phoneNumberConfirmed: boolean }>(page, '/api/Account/MyAccount'))
      .phoneNumberConfirmed,
  ).toBe(true);

  // Subscriptions: the toggle changes at once and the server keeps it; then off again.
  const toggle = page.getByRole('switch', { name: course.name });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await expect
    .poll(async () =>
      (await apiFromPage<Course[]>(page, '/api/Account/GetLocationSubscriptions')).map((l) => l.id),
    )
    .toEqual([course.id]);
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect
    .poll(async () => apiFromPage<Course[]>(page, '/api/Account/GetLocationSubscriptions'))
    .toEqual([]);
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, []);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a new e-mail needs the password and waits for its link; past the hourly codes the screen says when', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    const newEmail = `moved.${member.email}`;
    await logIn(page, member.userName, member.password);
    await page.goto('/Account/MyAccount');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save details' });
    const email = page.getByLabel(/^Email/);
    const password = page.getByLabel(/^Current password/);

    // A new address asks for the current password: none, then a wrong one, are refused on the field.
    await expect(password).toHaveCount(0);
    await email.fill(newEmail);
    await expect(password).toBeVisible();
    await save.tap();
    await expect(page.getByText(messages.currentPasswordRequired)).toBeVisible();
    await password.fill('Not-the-1-password');
    await save.tap();
    await expect(page.getByText(messages.currentPasswordWrong)).toBeVisible();
    await password.fill(member.password);
    await save.tap();
    await expect(page.getByText(messages.accountUpdated)).toBeVisible();

    // Waiting for confirmation: the account keeps its address; the link and the notice are mailed.
    const pending = page.getByTestId('pending-email');
    await expect(page.getByText('Waiting for confirmation', { exact: true })).toBeVisible();
    await expect(pending).toContainText(
      `${newEmail} is waiting for confirmation. Until you open the link we sent to it, your account keeps ${member.email}.`,
    );
    await expect(email).toHaveValue(newEmail);
    await expect(password).toHaveCount(0);
    expect((await mails.waitFor(newEmail)).text).toContain('/Account/ConfirmEmail/');
    const account = await apiFromPage<{ email: string; pendingEmail: string | null }>(
      page,
      '/api/Account/MyAccount',
    );
    expect(account).toMatchObject({ email: member.email, pendingEmail: newEmail });
    const cancel = page.getByRole('button', { name: 'Cancel the change' });
    await settled(page);
    await expectNoAxeViolations(page);
    await fitsPhone(page, [cancel, save, email]);
    await cancel.tap();
    await expect(page.getByText('The email change is cancelled.')).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(email).toHaveValue(member.email);

    // Phone codes: 3 an hour. Three changes spend them; the screen's change is saved, but no text goes.
    const details = {
      firstName: 'Casey',
      lastName: 'Runner',
      userName: member.userName,
      email: member.email,
    };
    const flags = { emailNotifications: true, smsNotifications: true };
    const phone = (k: number) => `+6149${member.phoneNumber.slice(-6)}${k}`;
    for (const k of [1, 2, 3]) {
      const body = { ...details, ...flags, phoneNumber: phone(k) };
      expect((await postFromPage(page, '/api/Account/UpdateAccount', body)).status).toBe(200);
      await texts.waitFor(phone(k));
    }
    await page.getByLabel(/^Mobile number/).fill(`0${phone(4).slice(3)}`);
    await save.tap();
    await expect(page.getByText(messages.accountUpdated).last()).toBeVisible();
    await expect(page.getByTestId('phone-code-retry')).toHaveText(
      /^A new code can be sent after \d{1,2}:\d{2} (am|pm)\.$/,
    );
    await expect(page.getByLabel('Code from the SMS')).toBeVisible();
    expect(await texts.to(phone(4))).toHaveLength(0);
    await settled(page);
    await expectNoAxeViolations(page);
    await fitsPhone(page, [page.getByRole('button', { name: 'Send a new code' })]);
  });
});

test('a member uploads, zooms, rotates and saves a photo, and sees it in the top bar and on a board row', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const course = await bondi(request);
  await saveTime(request, member, { locationId: course.id, duration: 31_000, minutesAgo: 30 });
  await page.setViewportSize(PHONE);
  await logIn(page, member.userName, member.password);
  await page.goto('/Account/MyAccount');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // A wide picture, so that zoom and rotation change the crop.
  const picture = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 320, height: 400, channels: 3, background: { r: 20, g: 90, b: 200 } },
        })
          .png()
          .toBuffer(),
        left: 320,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });

  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  for (let step = 0; step < 5; step += 1) await zoom.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
  await dialog.getByRole('button', { name: 'Rotate 90°' }).click();
  await dialog.getByTestId('photo-crop').press('ArrowLeft');
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, [
    dialog.getByRole('button', { name: 'Rotate 90°' }),
    dialog.getByRole('button', { name: 'Save photo' }),
  ]);
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Your new photo is saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The stored photo: 300 × 300, on the account, in the top bar and on the member's board row.
  const { current } = await apiFromPage<{ current: { url: string } }>(page, '/api/Account/MyAccount');
  expect(current.url).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
  const stored = await sharp(await (await request.get(current.url)).body()).metadata();
  expect([stored.width, stored.height, stored.format]).toEqual([300, 300, 'webp']);
  await expect(page.getByTestId('account-photo').locator('img')).toHaveAttribute('src', current.url);
  await expect(page.getByTestId('top-bar-avatar').locator('img')).toHaveAttribute('src', current.url);

  await page.goto(`/Locations/View/${course.path}`);
  const row = page.getByRole('row', { name: new RegExp(member.userName) }).first();
  await expect(row.locator('img')).toHaveAttribute('src', current.url);
});

test('a member forgets the password, follows the mailed link, resets it and logs in with the new one', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const newPassword = 'Brand9New';
  await page.setViewportSize(PHONE);

  await page.goto('/Account/Login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/Account\/ForgotPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  const send = page.getByRole('button', { name: 'Send reset link' });
  await fitsPhone(page, [send, page.getByLabel(/^Email/)]);
  await page.getByLabel(/^Email/).fill('not-an-address');
  await send.click();
  await expect(page.getByText(messages.accountEmailInvalid)).toBeVisible();
  await page.getByLabel(/^Email/).fill(member.email);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: messages.forgotPasswordSent })).toBeVisible();

  // The link from the loopback SMTP server opens the reset page.
  const link = await resetLink(member.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  const reset = page.getByRole('button', { name: 'Reset password' });
  // The password field's box (input and show/hide button) is what a finger hits.
  await fitsPhone(page, [reset, page.getByLabel(/^Email/), page.locator('.mantine-PasswordInput-input')]);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^New password/).fill('weakpass');
  await reset.click();
  await expect(page.getByText(messages.memberPasswordInvalid)).toBeVisible();
  // Within the rules but on the server's list of common passwords: its message shows on the field.
  await page.getByLabel(/^New password/).fill('Password1');
  await reset.click();
  await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(
    new RegExp(messages.passwordTooCommon.replaceAll('.', '\\.')),
  );
  await page.getByLabel(/^New password/).fill(newPassword);
  await reset.click();
  await expect(page.getByRole('status').filter({ hasText: messages.passwordReset })).toBeVisible();

  // Login: the old password no longer works, the new one does.
  await page.getByRole('link', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/Account\/Login$/);
  const old = await request.post('/api/Auth/Login', {
    data: { user: member.userName, password: member.password },
  });
  expect(old.ok()).toBe(false);
  await logIn(page, member.email, newPassword);

  // The link works once: opened again, the server's refusal shows in red.
  await page.goto(link);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^New password/).fill('Another9Pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.resetPasswordFailed })).toBeVisible();
});

test('a member opens My Results, charts a location and deletes one casual time', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const course = await bondi(request);
  await saveTime(request, member, { locationId: course.id, duration: 45_000, minutesAgo: 120 });
  await saveTime(request, member, { locationId: course.id, duration: 40_000, minutesAgo: 60 });
  await page.setViewportSize(PHONE);
  await logIn(page, member.userName, member.password);
  await page.goto('/Account/MyResults');
  await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();

  await expect(page.getByTestId('results-count')).toHaveText('2');
  await expect(page.getByTestId('results-official')).toHaveText('0');
  await expect(page.getByTestId('results-unofficial')).toHaveText('2');
  await expect(page.getByTestId('latest-time')).toHaveText('0:40.00');
  await expect(page.getByTestId('latest-trend')).toHaveText('11.11% faster than your best before it.');
  const casual = page.getByRole('list', { name: 'Social times' }).getByRole('listitem');
  await expect(casual).toHaveCount(2);
  await expect(casual.first()).toContainText('0:40.00');
  await expect(page.getByText(messages.noCompTimes)).toBeVisible();

  // The chart of the chosen location loads on demand.
  await page.getByLabel('Location').selectOption({ label: course.name });
  await expect(page.getByRole('heading', { name: `Your times at ${course.name}` })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  const deleteFirst = casual.first().getByRole('button', { name: /^Delete 0:40\.00 at / });
  await fitsPhone(page, [deleteFirst, page.getByLabel('Location')]);

  // Delete the newest casual time after confirming; it leaves the list and the server.
  await deleteFirst.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this time?' });
  await expect(dialog).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.timeRemoved)).toBeVisible();
  await expect(casual).toHaveCount(1);
  await expect(casual.first()).toContainText('0:45.00');
  await expect(page.getByTestId('results-unofficial')).toHaveText('1');
  expect((await apiFromPage<{ count: number }>(page, '/api/Leaderboard/MyResults')).count).toBe(1);
  await fitsPhone(page, []);
});
