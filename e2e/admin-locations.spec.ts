import type { Page } from '@playwright/test';
import { decodeQr } from '../src/server/test/qr';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, settled } from './support/screen';

/** The names the public home page's course picker offers. */
async function publicCourses(page: Page): Promise<string[]> {
  await page.goto('/');
  const picker = page.getByLabel('Location');
  await expect(picker.locator('option').nth(1)).toBeAttached();
  return picker.locator('option').allTextContents();
}

test('an admin adds a location in Victoria, edits it, prints its QR sign, removes (disables) it and enables it again', async ({
  page,
  request,
  baseURL,
}) => {
  // One journey through five screens with seven axe runs: more than the default minute on a busy machine.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Lakeside ${stamp}`;
  const renamed = `Lakeside Loop ${stamp}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');

  // Add, at 375 px. A taken name (a demo location) is refused on the Name input.
  await page.goto('/Admin/Locations/Add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add location' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add location' });
  await form.getByLabel(/^Name/).fill('Albert Park Lake');
  await form.getByLabel(/^Street number/).fill('12');
  await form.getByLabel(/^Street address/).fill('Lakeside Dr');
  await form.getByLabel(/^City/).fill('Melbourne');
  // The state is typed into the native select, as a keyboard user picks it.
  const state = form.getByLabel(/^State/);
  await state.focus();
  await page.keyboard.type('Victoria');
  await expect(state).toHaveValue('VIC');
  await form.getByLabel(/^Minimum seconds/).fill('20');
  await settled(page);
  await fitsPhone(page, [form.getByLabel(/^Name/), state, form.getByRole('button', { name: 'Create' })]);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('A location named "Albert Park Lake" already exists.')).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await form.getByLabel(/^Name/).fill(name);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Created ${name}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/Admin/Locations/Single/lakeside-${stamp}$`));
  const path = `lakeside-${stamp}`;

  // Manage, filtered by VIC, at 375 px.
  await page.goto('/Admin/Locations/Manage');
  await page.getByLabel('Filter by state').selectOption('VIC');
  await expect(page).toHaveURL(/\?state=VIC$/);
  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('12 Lakeside Dr');
  await expect(page.getByRole('listitem', { name: 'Bondi Beach' })).toHaveCount(0);
  await settled(page);
  const cardLinks = await card.getByRole('link').all();
  await fitsPhone(page, [page.getByLabel('Filter by state'), ...cardLinks]);
  await expectNoAxeViolations(page);

  // The public picker offers it.
  expect(await publicCourses(page)).toContain(name);

  // Edit: rename it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/Admin/Locations/Manage?state=VIC');
  await page
    .getByRole('listitem', { name })
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('form', { name: 'Edit location' });
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
  await expect(edit.getByLabel(/^State/)).toHaveValue('VIC');
  await expect(edit.getByRole('switch', { name: /^Active/ })).toBeChecked();
  await settled(page);
  await expectNoAxeViolations(page);
  await edit.getByLabel(/^Name/).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Successfully updated ${renamed}`)).toBeVisible();
  // The path stays, so links and printed signs keep working.
  await expect(page).toHaveURL(new RegExp(`/Admin/Locations/Single/${path}$`));

  // The QR sign: name, the code that decodes to the stopwatch address, Print; only the sign on paper.
  await page.goto(`/Admin/Locations/Sign/${path}`);
  const sign = page.getByRole('article', { name: renamed });
  await expect(sign).toBeVisible();
  const qr = sign.getByRole('img', { name: `QR code that opens the stopwatch for ${renamed}` });
  await expect(qr).toBeVisible();
  await expect(sign.getByText('No Equipment')).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const src = (await qr.getAttribute('src')) ?? '';
  const locationId = Number(/\/api\/Location\/QrCode\/(\d+)\.svg$/.exec(src)?.[1]);
  expect(locationId).toBeGreaterThan(0);
  const image = await request.get(src);
  expect(image.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const stopwatch = `${baseURL}/Locations/View/${locationId}/Stopwatch`;
  expect(await decodeQr(await image.body())).toBe(stopwatch);
  await expect(sign.getByTestId('sign-address')).toHaveText(stopwatch);
  await settled(page);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'QR sign' })).toBeHidden();
  await expect(sign).toBeVisible();
  // Back to the browser's own media: page.pdf() below then prints with the print stylesheet.
  await page.emulateMedia({ media: null });

  // A demo course's sign lists its obstacles in course order and prints on one A4 page.
  await page.goto('/Admin/Locations/Sign/bondi-beach');
  const demoSign = page.getByRole('article', { name: 'Bondi Beach' });
  await expect(demoSign.getByRole('listitem')).toHaveText([
    'Tyre Run',
    'Balance Beam',
    'Monkey Bars',
    'Cargo Net',
    'Wall Jump',
    'Warped Wall',
  ]);
  await expect(demoSign.getByRole('img')).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(1);
  // A4 portrait: 210 × 297 mm is 595 × 842 points (Chromium rounds to whole CSS pixels).
  const [, width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Math.round(Number(width))).toBe(595);
  expect(Math.round(Number(height))).toBe(842);

  // Remove (disable) after typing the exact name.
  await page.goto('/Admin/Locations/Remove?state=VIC');
  const removing = page.getByRole('listitem', { name: renamed });
  await expect(removing).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await removing.getByRole('button', { name: `Remove ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Location' });
  await expect(dialog).toContainText('disables it');
  const confirm = dialog.getByRole('button', { name: 'Remove' });
  await dialog.getByLabel(/to confirm/).fill(renamed.toLowerCase());
  await expect(confirm).toBeDisabled();
  await settled(page);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/to confirm/).fill(renamed);
  await confirm.click();
  await expect(page.getByText(`Removed ${renamed}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(removing.getByText('Disabled')).toBeVisible();
  await expect(removing.getByRole('button', { name: `Remove ${renamed}` })).toHaveCount(0);

  // It leaves the public picker.
  expect(await publicCourses(page)).not.toContain(renamed);
  await page.goto('/Admin/Locations/Manage?state=VIC');
  await expect(page.getByRole('listitem', { name: renamed }).getByText('Disabled')).toBeVisible();

  // Edit's Active switch enables it again, and the public picker offers it once more.
  await page
    .getByRole('listitem', { name: renamed })
    .getByRole('link', { name: `Edit ${renamed}` })
    .click();
  const active = page.getByRole('switch', { name: /^Active/ });
  await expect(active).not.toBeChecked();
  await active.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Successfully updated ${renamed}`)).toBeVisible();
  expect(await publicCourses(page)).toContain(renamed);
});
