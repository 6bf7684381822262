import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';
import { type NewMember, refereeAddsMember } from './members';
import { bearer, startSignedIn } from './page-api';
import { settled } from './screen';

/**
 * What the stopwatch journeys on a 375 × 667 touch phone share: a member of the journey's own,
 * signed in before the first page, on a course's stopwatch opened by its address; the big button,
 * the read-out and the sticky bar; a run timed on the browser's driven clock (page.clock).
 */
export const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true } as const;

export async function memberOnStopwatch(
  page: Page,
  request: APIRequestContext,
  locationId: number,
  prefix: string,
): Promise<NewMember> {
  const member = await refereeAddsMember(request, { prefix, firstName: 'Sam', lastName: 'Runner' });
  await startSignedIn(page, { user: member.userName, password: member.password });
  await recordToasts(page);
  await page.clock.install();
  await page.goto(`/Locations/View/${locationId}/Stopwatch`);
  await settled(page);
  return member;
}

/**
 * Stops the browser's clock from flowing (it moves only by fastForward/runFor from here on): for a
 * journey about a second's window (a guard, a hold), which a busy machine would otherwise let pass
 * between two steps.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}

/**
 * expectNoAxeViolations on a paused clock (pauseClock): axe waits on timers, so the clock is moved a
 * millisecond at a time until it is done, and the screen it checks stays as it was (a window of a
 * second is not used up). Logs how far the clock moved.
 */
export async function expectNoAxeViolationsPaused(page: Page): Promise<void> {
  let done = false;
  let failure: unknown = null;
  const check = expectNoAxeViolations(page).then(
    () => {
      done = true;
    },
    (error: unknown) => {
      failure = error;
      done = true;
    },
  );
  let moved = 0;
  while (!done) {
    // The clock is the context's: axe's own blank page for its report may close under this call.
    await page.clock.runFor(1).catch(() => undefined);
    moved += 1;
  }
  await check;
  if (failure) throw failure;
  console.log(`axe ran while the clock moved ${moved} ms`);
}

export function watchOf(page: Page): { big: Locator; display: Locator; bar: Locator } {
  const big = page.getByTestId('big-button');
  return { big, display: page.getByTestId('stopwatch-display'), bar: big.locator('xpath=..') };
}

/** START, `seconds` on the clock, STOP: the stopped reading. */
export async function timeRun(page: Page, seconds: number): Promise<string> {
  const { big, display } = watchOf(page);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.clock.fastForward(seconds * 1_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  return (await display.textContent()) ?? '';
}

/** A casual run of `member` at `locationId`, `durationMs` long and finished a minute ago, saved through the API. */
export async function savedRun(
  request: APIRequestContext,
  member: NewMember,
  locationId: number,
  durationMs: number,
): Promise<void> {
  const completed = Date.now() - 60_000;
  const saved = await request.post('/api/Leaderboard/AddToLeaderboard', {
    headers: await bearer(request, { user: member.userName, password: member.password }),
    data: {
      locationId,
      duration: durationMs,
      timeStarted: new Date(completed - durationMs).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * Keeps the text of every toast the page shows, from the next page load on: a toast closes itself
 * after a few seconds of the browser's clock, which flows while a journey waits, so a journey counts
 * what was shown rather than what is still there.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    // A toast's element may be added more than once (moved into its stack): each is counted once.
    const seen = new WeakSet<Element>();
    Object.assign(window, { shownToasts: shown });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const roots = node.matches('.mantine-Notification-root')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('.mantine-Notification-root')];
          for (const root of roots) {
            if (seen.has(root)) continue;
            seen.add(root);
            shown.push((root.textContent ?? '').trim());
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts shown since `recordToasts` (oldest first). */
export async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { shownToasts?: string[] }).shownToasts ?? [])]);
}
