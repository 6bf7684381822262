import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { fitsPhone, settled, shot } from './support/screen';
import { memberOnStopwatch, PHONE, watchOf } from './support/stopwatch-phone';

/**
 * The stopwatch's split tables name every obstacle in full on a 375 px phone: long names wrap onto
 * more lines instead of being cut ("Wa…" for both Wall Jump and Warped Wall).
 */
test.use(PHONE);

/** Equipment names are unique: each run of the journey names its own, alike in their first letters. */
const n = Date.now() % 100_000;
const NAMES = [`Wall Jump ${n}`, `Warped Wall ${n}`, `Floating Staircase Traverse ${n}`];

/** Each of `cells` shows its whole text: nothing clipped, no word broken mid-way. */
async function showsWhole(cells: Locator, names: string[]): Promise<void> {
  await expect(cells).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    const cell = cells.nth(index);
    await expect(cell).toContainText(name);
    const fit = await cell.evaluate((element) => ({
      clipped: element.scrollWidth > element.clientWidth + 1,
      ellipsis:
        getComputedStyle(element).textOverflow === 'ellipsis' &&
        getComputedStyle(element).whiteSpace === 'nowrap',
    }));
    expect(fit, `${name} shown whole`).toEqual({ clipped: false, ellipsis: false });
    // No word of the name spread over two lines (only whole words wrap).
    const words = await cell.evaluate((element) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let broken = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        let start = 0;
        for (const word of content.split(' ')) {
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          if (word.length > 1 && range.getClientRects().length > 1) broken = true;
          start += word.length + 1;
        }
      }
      return { broken };
    });
    expect(words.broken, `no word of ${name} broken`).toBe(false);
  }
}

test('obstacle names wrap whole in the live splits and in the table after the run', async ({
  page,
  request,
}) => {
  const course = await ownCourse(request, { name: `Names Park ${n}`, obstacles: NAMES });
  await memberOnStopwatch(page, request, course.id, 'names');
  const { big, display } = watchOf(page);
  const split = page.getByTestId('split-button');

  await big.tap();
  for (const _ of NAMES.slice(1)) {
    await page.clock.fastForward(9_000);
    await split.tap();
  }
  await page.clock.fastForward(9_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');

  // The run's splits as it stopped.
  const live = page.getByRole('list', { name: 'Splits' }).getByRole('listitem');
  await showsWhole(
    live.locator(':scope > span:first-child'),
    NAMES.map((name, index) => `${index + 1}. ${name}`),
  );
  await fitsPhone(page, []);
  await shot(page, '01-stopped-splits-named-in-full');

  // The table after the save.
  await page.clock.fastForward(1_500);
  await big.tap();
  const table = page.getByTestId('run-splits');
  await expect(table).toBeVisible();
  await showsWhole(table.locator('tbody tr td:first-child'), NAMES);
  await fitsPhone(page, []);
  await table.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await settled(page);
  await shot(page, '02-saved-splits-named-in-full');
  await expectNoAxeViolations(page);
});
