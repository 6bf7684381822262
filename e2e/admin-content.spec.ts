import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import type { Content, ContentSection } from '../src/shared/schemas/content';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/ports';
import { fitsPhone, settled } from './support/screen';

/**
 * The content journeys as the demo admin: edit the About content in the rich-text editor and
 * see it on /About at once; an XSS payload pasted into the editor, and one sent straight to the API,
 * stays inert on /About; Add into a section that has content warns first (docs/spec.md §5) and then
 * replaces it; the View grid and View/{section}. axe on every screen, 375 px for Edit and View. The
 * sections are the demo's fixed five, so the file puts back the content it changed
 * (e2e/public-site.spec.ts and touch-targets.spec.ts read /About).
 */

const PHONE = { width: 375, height: 667 };
const PAYLOAD =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<a href="javascript:window.__xss=3">x</a>';

let serial = 0;
const unique = () => `${Date.now() % 1_000_000}-${++serial}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/Auth/Login', { data: DEMO.admin });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A demo section and its one piece of content, read through the public API. */
async function sectionContent(request: APIRequestContext, slug: string) {
  const sections = (await (await request.get('/api/Content/GetSections')).json()) as ContentSection[];
  const section = sections.find((candidate) => candidate.slug === slug);
  if (!section) throw new Error(`no ${slug} section in the demo data`);
  const content = (await (await request.get('/api/Content/GetContent')).json()) as Content[];
  const piece = content.find((candidate) => candidate.contentSectionId === section.id);
  if (!piece) throw new Error(`the ${slug} section has no content`);
  return { section, piece };
}

/** The content each test may change, as the demo has it; put back after the file (see above). */
const RESTORED = ['about', 'tips-and-rules'];
const originals = new Map<string, Content>();
let api: APIRequestContext;

// Its own request context (worker-scoped), so the content goes back even after a test timed out.
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  for (const slug of RESTORED) originals.set(slug, (await sectionContent(api, slug)).piece);
});

test.afterAll(async () => {
  const token = await adminToken(api);
  for (const [slug, { title, copy, contentSectionId }] of originals) {
    const { piece: current } = await sectionContent(api, slug);
    const restored = await api.post('/api/Content/Update', {
      data: { id: current.id, title, copy, contentSectionId },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  await api.dispose();
});

// Whole journeys with axe on several screens: a minute is short on a busy two-core machine.
test.beforeEach(() => test.setTimeout(120_000));

const copyEditor = (page: Page) => page.getByRole('textbox', { name: 'Copy' });
const titleInput = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

/** Pastes HTML into the editor as a browser paste from another page would. */
async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.click();
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'pasted');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** /About shows `marker`, and nothing of PAYLOAD ran or stayed able to run. */
async function expectInertAbout(page: Page, marker: string): Promise<void> {
  const main = page.locator('#main-content');
  await expect(main.getByText(marker)).toBeVisible();
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:" i]')).toHaveCount(0);
  // A broken image's error event would have fired by the time the page is idle; clicking the link
  // would run a javascript: address if one had survived.
  await page.waitForLoadState('networkidle');
  const link = main.getByRole('link', { name: 'x', exact: true });
  if ((await link.count()) > 0) await link.click();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

test('an admin edits the About content in the editor and /About shows it at once', async ({
  page,
  request,
}) => {
  const { section, piece } = await sectionContent(request, 'about');
  const marker = `Our clubs ${unique()}`;
  await loginAs(page, 'admin');

  // View: a card per section, by slug; About's card opens View/about.
  await page.goto('/Admin/Content/View');
  await expect(page.getByRole('heading', { level: 1, name: 'View content' })).toBeVisible();
  const cards = page.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(5);
  await settled(page);
  await expectNoAxeViolations(page);
  await cards.filter({ hasText: 'About' }).click();
  await expect(page).toHaveURL(/\/Admin\/Content\/View\/about$/);
  await expect(page.getByRole('heading', { level: 2, name: piece.title })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  // Edit: the section's title and copy; another section's choice asks first, then drops unsaved edits.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Admin/Content/Edit/${section.id}$`));
  await expect(titleInput(page)).toHaveValue(piece.title);
  await titleInput(page).fill('Not kept');
  await page.getByLabel(/^Section/).selectOption({ label: 'Welcome' });
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(titleInput(page)).toHaveValue('Welcome to CourseClock');
  await page.getByLabel(/^Section/).selectOption({ label: 'About' });
  await expect(titleInput(page)).toHaveValue(piece.title);
  await settled(page);
  await expectNoAxeViolations(page);

  // Type a new title and copy (with a bold word) with the keyboard, then save.
  await titleInput(page).fill(`About us ${marker}`);
  await copyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${marker} run on `);
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('every');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' beach.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${messages.updatedPrefix} About us ${marker}`)).toBeVisible();

  // The footer link is an in-app move: /About shows the change without a reload.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `About us ${marker}` })).toBeVisible();
  await expect(page.locator('#main-content strong', { hasText: 'every' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${marker} run on every beach.`)).toBeVisible();
});

test('an XSS payload pasted into the editor or sent to the API does not run on /About', async ({
  page,
  request,
}) => {
  const { section, piece } = await sectionContent(request, 'about');
  await loginAs(page, 'admin');

  // Through the editor: pasted from another page, then saved.
  const pasted = `Pasted ${unique()}`;
  await page.goto(`/Admin/Content/Edit/${section.id}`);
  await expect(titleInput(page)).toHaveValue(piece.title);
  await copyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await pasteHtml(copyEditor(page), `<p>${pasted}</p>${PAYLOAD}`);
  await expect(copyEditor(page)).toContainText(pasted);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${messages.updatedPrefix} ${piece.title}`)).toBeVisible();
  await page.goto('/About');
  await expectInertAbout(page, pasted);

  // Straight to the API with the admin's token: the server's sanitiser is what stops it.
  const sent = `Sent ${unique()}`;
  const saved = await request.post('/api/Content/Update', {
    data: {
      id: piece.id,
      contentSectionId: section.id,
      title: piece.title,
      copy: `<p>${sent}</p>${PAYLOAD}`,
    },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(saved.ok()).toBe(true);
  const stored = ((await saved.json()) as Content).copy;
  expect(stored).not.toMatch(/<script|onerror|javascript:/i);
  await page.goto('/About');
  await expectInertAbout(page, sent);
});

test('Add into a section with content warns first, then replaces it and opens its edit screen', async ({
  page,
  request,
}) => {
  const { section } = await sectionContent(request, 'tips-and-rules');
  const title = `Rules ${unique()}`;
  await loginAs(page, 'admin');
  await page.goto('/Admin/Content/Add');
  const select = page.getByLabel(/^Section/);
  await expect(select).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  // The warning offers the existing content instead.
  await select.selectOption({ label: 'Tips and Rules' });
  await expect(page.getByText(messages.contentOverwriteWarning)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit the existing content' }).click();
  await expect(page).toHaveURL(new RegExp(`/Admin/Content/Edit/${section.id}$`));
  await expect(titleInput(page)).toHaveValue('Before you run');

  // Adding anyway replaces it: 'Created …', then the section's edit screen with the new content.
  await page.goBack();
  await page.getByLabel(/^Section/).selectOption({ label: 'Tips and Rules' });
  await titleInput(page).fill(title);
  await copyEditor(page).click();
  await page.keyboard.type('Warm up first.');
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page.getByText(`${messages.createdPrefix} ${title}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/Admin/Content/Edit/${section.id}$`));
  await expect(titleInput(page)).toHaveValue(title);
  await expect(copyEditor(page)).toHaveText('Warm up first.');

  await page.goto(`/Admin/Content/View/${section.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('Edit, View and View/{section} fit without sideways scrolling and with 48 px controls', async ({
    page,
    request,
  }) => {
    const { section, piece } = await sectionContent(request, 'about');
    await loginAs(page, 'admin');

    await page.goto('/Admin/Content/View');
    const cards = page.getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(5);
    await settled(page);
    await fitsPhone(page, await cards.all());
    await expectNoAxeViolations(page);

    await page.goto(`/Admin/Content/View/${section.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: piece.title })).toBeVisible();
    await settled(page);
    await fitsPhone(page, [
      page.getByRole('link', { name: 'Edit', exact: true }),
      page.getByRole('link', { name: 'All sections' }),
    ]);

    await page.goto(`/Admin/Content/Edit/${section.id}`);
    await expect(titleInput(page)).toHaveValue(piece.title);
    await settled(page);
    await fitsPhone(page, [
      page.getByLabel(/^Section/),
      titleInput(page),
      copyEditor(page),
      page.getByRole('button', { name: 'Save changes' }),
    ]);
    await expectNoAxeViolations(page);
    // Keyboard only: from the section select, Tab reaches the title, then the editor's toolbar.
    await page.getByLabel(/^Section/).focus();
    await page.keyboard.press('Tab');
    await expect(titleInput(page)).toBeFocused();
  });
});
