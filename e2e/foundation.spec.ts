import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { settled } from './support/screen';

const SESSION_KEY = 'courseclock.session';
const UNAUTHORIZED =
  'You do not have permission to access that page. If you beleive this to be in error, please contact a site administrator.';
const NOT_FOUND = "We couldn't find the page you were looking for";

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function linkNames(nav: ReturnType<typeof mainNav>): Promise<string[]> {
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

test.describe('web shell', () => {
  test('a guest sees the SPEC navigation, the logo and title, and a 300 ms page fade', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'CourseClock home' })).toBeVisible();
    await expect(banner.getByText('CourseClock', { exact: true })).toBeVisible();
    expect(await linkNames(mainNav(page))).toEqual(['Tips & Rules', 'Locations', 'Events', 'Leaderboards']);
    await expect(mainNav(page).getByRole('link', { name: 'Tips & Rules' })).toHaveAttribute(
      'href',
      '/Obstacles',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Locations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await linkNames(accountNav(page))).toEqual(['Log in']);
    await expect(accountNav(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);

    const fade = await page
      .getByTestId('route-fade')
      .evaluate((node) => getComputedStyle(node).animationDuration);
    expect(fade).toBe('0.3s');

    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('the page fade is off for visitors who ask for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/Unauthorized');
    const animation = await page
      .getByTestId('route-fade')
      .evaluate((node) => getComputedStyle(node).animationName);
    expect(animation).toBe('none');
    await context.close();
  });

  test('/Admin as a guest goes to login, then back to /Admin after an admin logs in', async ({ page }) => {
    await page.goto('/Admin');
    await expect(page).toHaveURL(/\/Account\/Login\?returnUrl=%2FAdmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Username or email').fill(DEMO.admin.user);
    await page.getByLabel(/^password/i).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/Admin$/);
    await expect(page.getByText('Thanks for logging in!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    for (const section of ['Equipment', 'Locations', 'Events', 'Site content', 'User management', 'SMS']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(await linkNames(accountNav(page))).toEqual(['My Results', 'My Account', 'Admin']);
    await expect(accountNav(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Send SMS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Send SMS' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  test('a member returns to the page they clicked Login on, and on /Admin sees /Unauthorized', async ({
    page,
  }) => {
    await page.goto('/Leaderboards');
    await accountNav(page).getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Username or email').fill(DEMO.member.user);
    await page.getByLabel(/^password/i).fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/Leaderboards$/);
    expect(await linkNames(accountNav(page))).toEqual(['My Results', 'My Account']);
    await page.goto('/Admin');
    await expect(page).toHaveURL(/\/Unauthorized$/);
    await expect(page.getByText(UNAUTHORIZED)).toBeVisible();
    await page.goto('/Referee/RecordTimes');
    await expect(page).toHaveURL(/\/Unauthorized$/);
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('a referee lands on /Referee/RecordTimes after login and has the Referee link', async ({ page }) => {
    await loginAs(page, 'referee');
    await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Record Times' })).toBeVisible();
    expect(await linkNames(accountNav(page))).toEqual(['My Results', 'My Account', 'Referee']);
    await accountNav(page).getByRole('link', { name: 'Referee' }).click();
    await expect(page.getByRole('link', { name: /Delete Times/ })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('login checks its fields and shows the failure in red', async ({ page }) => {
    await page.goto('/Account/Login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username or email').fill('someone@nowhere');
    await page.getByLabel(/^password/i).fill('short');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email address is invalid')).toBeVisible();
    await expect(page.getByText('Password must be 8 or more characters')).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Username or email').fill('no-such-user');
    await page.getByLabel(/^password/i).fill('Wrong123!');
    await page.getByRole('button', { name: 'Log in' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Username or Password incorrect' });
    await expect(failure).toBeVisible();
    expect(await failure.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(201, 42, 42)');
  });

  test('an unknown path shows the not-found text inside the layout', async ({ page }) => {
    await page.goto('/Some/Deep/Route/That/Is/Not/Here');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('the session survives a reload and logout returns to /', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/Account/MyResults');
    await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/Account\/MyResults$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toContain('refreshToken');

    await accountNav(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await linkNames(accountNav(page))).toEqual(['Log in']);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await page.goto('/Account/MyResults');
    await expect(page).toHaveURL(/\/Account\/Login\?returnUrl=%2FAccount%2FMyResults$/);
  });

  test('at 375 px the burger menu opens, its links work and it closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();

    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect((await menu.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual([
      'Tips & Rules',
      'Locations',
      'Events',
      'Leaderboards',
      'Log in',
    ]);
    await settled(page);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await burger.click();
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/Events$/);
    await expect(menu).toBeHidden();
  });
});
