import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * My Results' split table on a 375 × 667 touch phone: every obstacle's name is read whole, wrapping
 * between its words when the column is narrow, never cut inside a word ("Wa" for Wall Jump and
 * Warped Wall), on each course where the demo member has split runs.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

/** Each word of the cell's name and how many lines it is drawn on (1 when it is whole), and any clipping. */
async function wordsOf(cell: Locator) {
  return cell.evaluate((element) => {
    const words: { word: string; lines: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        words.push({ word: match[0], lines: tops.size });
      }
    }
    const style = getComputedStyle(element);
    return {
      name: element.textContent ?? '',
      words,
      clipped: element.scrollWidth > element.clientWidth + 1 || style.textOverflow === 'ellipsis',
    };
  });
}

test("every obstacle's name on My Results' splits is whole, wrapping only between words", async ({
  page,
}) => {
  await loginAs(page, 'member');
  await page.goto('/Account/MyResults');
  await settled(page);
  const select = page.getByRole('combobox', { name: 'Location' });
  // The demo's courses: those other journeys add (named with a number) hold no split runs.
  const courses = (await select.locator('option').allTextContents())
    .slice(1)
    .filter((name) => !/\d/.test(name));
  expect(courses).toContain('Bondi Beach');

  for (const [step, course] of courses.entries()) {
    await select.selectOption({ label: course });
    const table = page.getByTestId('course-splits');
    await expect(table).toBeVisible({ timeout: 15_000 });
    await settled(page);
    const cells = table.locator('tbody tr td:first-child');
    const names = [];
    for (const cell of await cells.all()) names.push(await wordsOf(cell));
    expect(names.length, `obstacles at ${course}`).toBeGreaterThan(1);
    expect(
      names.filter((name) => name.clipped || name.words.some((word) => word.lines !== 1)),
      `names cut at ${course}`,
    ).toEqual([]);
    if (course === 'Bondi Beach') {
      expect(names.map((name) => name.name)).toEqual(expect.arrayContaining(['Wall Jump', 'Warped Wall']));
    }
    await table.scrollIntoViewIfNeeded();
    await fitsPhone(page, []);
    await shot(
      page,
      `${String(step + 1).padStart(2, '0')}-names-${course.toLowerCase().replaceAll(' ', '-')}`,
    );
  }
  await expectNoAxeViolations(page);
});
