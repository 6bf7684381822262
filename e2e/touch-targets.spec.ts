import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { startSignedIn } from './support/page-api';
import { E2E_BASE_URL } from './support/ports';
import { settled } from './support/screen';

/**
 * Every screen works on a phone: on a 375 × 667 touch phone, every public, account and admin page has no
 * control under 48 × 48 CSS px, no text running out of its box and no sideways scrolling, and axe finds no
 * serious or critical violation. Logs how many controls each page has.
 */

type Summary = { id: number; name: string; path: string };

const PHONE = { width: 375, height: 667 };
const PHONE_CONTEXT = { viewport: PHONE, hasTouch: true, isMobile: true };
const MIN_TARGET = 48;

interface PageReport {
  controls: number;
  smallest: { label: string; width: number; height: number } | null;
  small: string[];
  overflowing: string[];
  scrollWidth: number;
}

/**
 * Runs in the page. A control's target is its own box; a radio or checkbox that is drawn by its
 * label (SegmentedControl hides its input) counts the union of its box and its labels' boxes, as a
 * tap on the label activates it. Exempt (WCAG 2.5.8's inline exception): links inside rich text
 * (HtmlContent, `.mantine-Typography-root`), whose size is set by the line height of the sentence
 * around them. Text overflow: an element (not inline, not a scroll container, not an intentional
 * ellipsis, not visually hidden) with its own text whose content is wider than its box.
 */
function measure(minTarget: number): PageReport {
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="link"], [role="menuitem"]';
  const describe = (element: Element): string => {
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().slice(0, 40) ??
      element.getAttribute('name') ??
      '';
    const type = element.getAttribute('type');
    return `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name}"`;
  };
  const shown = (element: Element): boolean => {
    if (element.closest('[inert], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 || box.height > 0;
  };
  const isVisuallyHidden = (element: Element): boolean => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return (style.clip !== 'auto' && style.position === 'absolute') || (box.width <= 1 && box.height <= 1);
  };

  /** The box a tap lands in; null when nothing of the control is on the page. */
  const targetOf = (element: Element): DOMRect | null => {
    const input = element as HTMLInputElement;
    if ((input.type === 'radio' || input.type === 'checkbox') && input.labels && input.labels.length > 0) {
      // A tap on the label toggles it; a hidden input (SegmentedControl, Chip) is drawn by its label.
      const parts = [input, ...input.labels].filter(shown).map((part) => part.getBoundingClientRect());
      const boxes = parts.filter((box) => box.width > 1 && box.height > 1);
      if (boxes.length === 0) return null;
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const right = Math.max(...boxes.map((box) => box.right));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      return new DOMRect(left, top, right - left, bottom - top);
    }
    if (!shown(element)) return null;
    // A field drawn as a box around the real input (PasswordInput): the box is what a finger hits.
    const field = ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)
      ? element.closest('.mantine-Input-input')
      : null;
    return (field ?? element).getBoundingClientRect();
  };

  const small: string[] = [];
  let smallest: PageReport['smallest'] = null;
  let controls = 0;
  for (const element of new Set(document.querySelectorAll(CONTROLS))) {
    if (element.closest('.mantine-Typography-root') && getComputedStyle(element).display === 'inline')
      continue;
    const box = targetOf(element);
    if (!box) continue;
    controls += 1;
    const width = Math.round(box.width * 10) / 10;
    const height = Math.round(box.height * 10) / 10;
    if (!smallest || width * height < smallest.width * smallest.height) {
      smallest = { label: describe(element), width, height };
    }
    if (width < minTarget || height < minTarget) small.push(`${describe(element)} ${width}×${height}`);
  }

  const overflowing: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!hasText || !shown(element) || isVisuallyHidden(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents') continue;
    if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
    const html = element as HTMLElement;
    if (html.scrollWidth > html.clientWidth + 1) {
      overflowing.push(`${describe(element)} ${html.scrollWidth} > ${html.clientWidth}`);
    }
  }

  return { controls, smallest, small, overflowing, scrollWidth: document.documentElement.scrollWidth };
}

/** Measures the page as it is now and checks it (the skip link counts at its size while hidden). */
async function checkPhonePage(page: Page, name: string): Promise<void> {
  await settled(page);
  const report = await page.evaluate(measure, MIN_TARGET);
  const smallest = report.smallest
    ? `${report.smallest.label} ${report.smallest.width}×${report.smallest.height}`
    : 'none';
  console.log(`${name}: ${report.controls} controls checked; smallest (by area) ${smallest}`);
  // Soft: every page is measured and listed in one run.
  expect.soft(report.small, `controls under ${MIN_TARGET} × ${MIN_TARGET} px on ${name}`).toEqual([]);
  expect.soft(report.overflowing, `text overflowing its box on ${name}`).toEqual([]);
  expect.soft(report.scrollWidth, `page width on ${name}`).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** A page to check: its name and how to find its address (some come from the demo data). */
type PageToCheck = [name: string, path: (request: APIRequestContext) => string | Promise<string>];

const firstLocation = async (request: APIRequestContext): Promise<Summary> =>
  ((await (await request.get('/api/Location/ListAll')).json()) as Summary[])[0];

type Who = keyof typeof DEMO | 'guest';

/**
 * One phone page per caller for the whole run, signed in once: the tests of one page each load it
 * with the app's files already cached, instead of a new browser context (and a cold cache) a test.
 * A failed test ends the worker, so the next test starts on new pages.
 */
const phoneTest = test.extend<object, { phonePage: (who: Who) => Promise<Page> }>({
  phonePage: [
    async ({ browser }, use) => {
      const pages = new Map<Who, Page>();
      await use(async (who) => {
        const open = pages.get(who);
        if (open) return open;
        const context = await browser.newContext({
          ...PHONE_CONTEXT,
          baseURL: E2E_BASE_URL,
        });
        const page = await context.newPage();
        if (who !== 'guest') await startSignedIn(page, DEMO[who]);
        pages.set(who, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

/** One test a page, each with its own time limit: a test that walked them all ran near its limit. */
function checkEach(pages: PageToCheck[], who: Who = 'guest'): void {
  for (const [name, pathOf] of pages) {
    phoneTest(name, async ({ phonePage, request }) => {
      const page = await phonePage(who);
      await visit(page, await pathOf(request));
      await checkPhonePage(page, name);
    });
  }
}

test.use(PHONE_CONTEXT);

test.describe('every public page has 48 px targets, no overflowing text and fits 375 px', () => {
  checkEach([
    ['home', () => '/'],
    ['location', async (request) => `/Locations/View/${(await firstLocation(request)).path}`],
    [
      'location obstacles',
      async (request) => {
        const { id } = await firstLocation(request);
        const answer = await request.post('/api/Location/GetSiteEquipment', { data: { locationId: id } });
        const obstacle = ((await answer.json()) as { equipment: Summary }[])[0]?.equipment.path;
        return `/Obstacles${obstacle ? `?equipment=${obstacle}` : ''}`;
      },
    ],
    ['events', () => '/Events'],
    [
      'event',
      async (request) =>
        `/Events/View/${((await (await request.get('/api/Event/Upcoming')).json()) as Summary[])[0].path}`,
    ],
    ['leaderboards', () => '/Leaderboards'],
    ['about', () => '/About'],
    ['privacy policy', () => '/PrivacyPolicy'],
    ['feedback', () => '/Feedback'],
    ['login', () => '/Account/Login'],
    ['sign up', () => '/Account/SignUp'],
    ['forgot password', () => '/Account/ForgotPassword'],
    ['not found', () => '/No/Such/Page'],
  ]);

  test('burger menu', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await checkPhonePage(page, 'burger menu');
  });
});

test('the stopwatch page has 48 px targets and fits 375 px', async ({ page, request }) => {
  await visit(page, `/Locations/View/${(await firstLocation(request)).id}/Stopwatch`);
  await checkPhonePage(page, 'stopwatch');
});

test.describe("a member's account pages and boards have 48 px targets and fit 375 px", () => {
  checkEach(
    [
      ['my results', () => '/Account/MyResults'],
      ['my account', () => '/Account/MyAccount'],
      ['location (member)', async (request) => `/Locations/View/${(await firstLocation(request)).path}`],
      ['leaderboards (member)', () => '/Leaderboards'],
    ],
    'member',
  );
});

test.describe("an admin's screens have 48 px targets and fit 375 px", () => {
  checkEach(
    [
      ['admin hub', () => '/Admin'],
      ['equipment manage', () => '/Admin/Equipment/Manage'],
      ['equipment add', () => '/Admin/Equipment/Add'],
      ['locations manage', () => '/Admin/Locations/Manage'],
      ['locations add', () => '/Admin/Locations/Add'],
      ['events manage', () => '/Admin/Event/Manage'],
      ['events add', () => '/Admin/Event/Add'],
      ['content view', () => '/Admin/Content/View'],
      [
        'content edit',
        async (request) =>
          `/Admin/Content/Edit/${((await (await request.get('/api/Content/GetSections')).json()) as { id: number }[])[0].id}`,
      ],
      ['users manage', () => '/Admin/UserManagement/Manage'],
      ['users add', () => '/Admin/UserManagement/Add'],
      ['sms send', () => '/Admin/Sms/Send'],
      ['audit', () => '/Admin/Audit'],
    ],
    'admin',
  );
});

test('the checks catch a small control and text wider than its box', async ({ page }) => {
  await visit(page, '/About');
  await settled(page);
  await page.evaluate(() => {
    const main = document.getElementById('main-content');
    main?.insertAdjacentHTML(
      'beforeend',
      '<button type="button" style="width:30px;height:30px;padding:0">x</button><div style="width:40px">Unbreakablecompetitorname</div>',
    );
  });
  const report = await page.evaluate(measure, MIN_TARGET);
  expect(report.small).toEqual([expect.stringMatching(/^button\[type=button\] "x" 30×30$/)]);
  expect(report.overflowing).toEqual([expect.stringMatching(/^div "Unbreakablecompetitorname"/)]);
});

test.describe('boards on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('names stay on one line and place, avatar and time line up; the period survives a reload', async ({
    page,
    request,
  }) => {
    const locations = (await (await request.get('/api/Location/ListAll')).json()) as Summary[];
    await visit(page, `/Locations/View/${locations[0].path}`);
    await settled(page);
    const board = page.getByRole('table', { name: 'Social Leaderboard' });
    await expect(board.getByTestId('leaderboard-row').first()).toBeVisible();

    // The longest names must not push the time out or wrap: make the first one far too long for the row.
    await board
      .getByTestId('leaderboard-row')
      .first()
      .locator('[title]:not([title=""])')
      .evaluate((name) => {
        name.firstChild?.replaceWith('Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww');
      });
    const rows = await board.getByTestId('leaderboard-row').evaluateAll((elements) =>
      elements.map((row) => {
        const edge = (selector: string, side: 'left' | 'right') =>
          Math.round(row.querySelector(selector)?.getBoundingClientRect()[side] ?? -1);
        const name = row.querySelector('[title]:not([title=""])') as HTMLElement;
        return {
          placeRight: edge('td:first-child span', 'right'),
          avatarLeft: edge('.mantine-Avatar-root', 'left'),
          timeRight: edge('td:last-child span', 'right'),
          oneLine:
            getComputedStyle(name).whiteSpace === 'nowrap' && name.scrollHeight <= name.clientHeight + 1,
          labelHasName: (row.getAttribute('aria-label') ?? '').includes(name.title),
          clipped: name.scrollWidth > name.clientWidth,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0].clipped).toBe(true);
    for (const row of rows) {
      expect(row).toEqual({ ...rows[0], oneLine: true, labelHasName: true, clipped: row.clipped });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.getByRole('combobox', { name: 'Show times from' }).selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/\?period=week$/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Show times from' })).toHaveValue('week');
  });

  test("a member's row is marked, and shown with its place under the top ten", async ({ page, request }) => {
    const locations = (await (await request.get('/api/Location/ListAll')).json()) as Summary[];
    const boards = await Promise.all(
      locations.map(async (location) => {
        const answer = await request.post('/api/Leaderboard/ListResults', {
          data: { locationId: location.id, period: 'all', official: false },
        });
        const rows = (await answer.json()) as { standing: number; user: { userName: string } }[];
        return { location, mine: rows.find((row) => row.user.userName === 'member') };
      }),
    );
    const withMine = boards.filter((entry) => entry.mine);
    expect(withMine.length).toBeGreaterThan(0);
    // Prefer a board where the member is past the top ten, where the repeated row shows.
    const { location, mine } = withMine.find((entry) => (entry.mine?.standing ?? 0) > 10) ?? withMine[0];

    console.log(`member is at place ${mine?.standing} on the ${location.name} casual board`);
    await loginAs(page, 'member');
    await visit(page, `/Locations/View/${location.path}`);
    await settled(page);
    const board = page.getByRole('table', { name: 'Social Leaderboard' });
    const own = board.getByRole('row', { name: new RegExp(`^Place ${mine?.standing}: member \\(you\\),`) });
    await expect(own).toHaveAttribute('data-marked', 'true');
    if ((mine?.standing ?? 0) > 10) {
      await expect(
        board.getByRole('rowgroup', { name: 'Your place' }).getByTestId('leaderboard-row'),
      ).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });
});
