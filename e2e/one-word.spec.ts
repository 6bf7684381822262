import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './support/fixtures';
import { settled } from './support/screen';

/**
 * One visible word per concept (docs/decisions.md): the app's own words, read as a visitor, a member
 * and an admin would meet them (text, labels, button names), never say course, casual, official,
 * Login or Logout. What the club wrote is the club's to word: its rich text and its text messages
 * (`data-club-content`), and the audit trail, whose summaries quote it (the trail's own words are
 * checked by summary.test.ts).
 */
const OTHER_WORDS = /\b(courses?|casual|official|unofficial|login|logout|log-in|sign in|signed in)\b/i;

/**
 * The page's words a person can meet: every text node (hidden ones too: a closed menu's links, labels
 * for screen readers) and the names of its controls, without the club's own content.
 */
async function appWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [data-club-content]')) continue;
      words.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.closest('[data-club-content]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) words.push(element.getAttribute(name) ?? '');
    }
    return words.map((line) => line.trim()).filter(Boolean);
  });
}

async function expectOneWordEach(page: Page, path: string, shot: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: false });
  const offending = (await appWords(page)).filter((line) => OTHER_WORDS.test(line));
  expect(offending, `words on ${path}`).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('a visitor and a member read one word for each thing', async ({ page }) => {
    const visitor: [string, string][] = [
      ['/', '01-home'],
      ['/Locations/View/bondi-beach', '02-location'],
      ['/Locations/View/1/Stopwatch', '03-stopwatch'],
      ['/Leaderboards', '04-leaderboards'],
      ['/Events', '05-events'],
      ['/Obstacles', '06-tips'],
      ['/Account/Login', '07-log-in'],
      ['/Account/SignUp', '08-sign-up'],
    ];
    for (const [path, shot] of visitor) await expectOneWordEach(page, path, shot);
    // The phone's menu holds the navigation's words.
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('08-menu.png'), fullPage: false });
    expect((await appWords(page)).filter((line) => OTHER_WORDS.test(line))).toEqual([]);
    await loginAs(page, 'member');
    await expectOneWordEach(page, '/Account/MyResults', '09-my-results');
    await expectOneWordEach(page, '/Account/MyAccount', '10-my-account');
  });
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an admin reads the same words', async ({ page }) => {
    await loginAs(page, 'admin');
    const admin: [string, string][] = [
      ['/Admin', '11-admin-hub'],
      ['/Admin/Locations', '12-admin-locations'],
      ['/Admin/Locations/Single/bondi-beach', '13-admin-location'],
      ['/Admin/Locations/Time/bondi-beach', '14-admin-location-times'],
      ['/Admin/Events/Manage', '15-admin-events'],
      ['/Admin/Sms/Send', '16-admin-sms'],
    ];
    for (const [path, shot] of admin) await expectOneWordEach(page, path, shot);
  });
});
