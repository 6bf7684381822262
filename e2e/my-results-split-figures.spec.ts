import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { bearer } from './support/page-api';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * My Results' splits on a 375 × 667 touch phone: every figure adds up as shown (the personal best's
 * time on an obstacle less the best is the Save beside it, the Best column adds up to the sum of
 * best, personal best less sum of best is the possible time save), gold only where nothing is left to
 * save, each term explained in a line; and a personal best timed without splits is compared with
 * nothing, which the screen says plainly.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const TIME = /(\d+):(\d\d)\.(\d\d)/;

/** The first m:ss.hh in a text, in hundredths; 0 for '–' (nothing to save). */
function hundredths(text: string | null): number {
  const match = TIME.exec(text ?? '');
  if (!match) return 0;
  return (Number(match[1]) * 60 + Number(match[2])) * 100 + Number(match[3]);
}

interface Line {
  name: string;
  pbSegment: number;
  best: number;
  save: number;
  gold: boolean;
}

async function linesOf(table: Locator): Promise<Line[]> {
  const lines: Line[] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const cells = row.locator('td');
    const pb = cells.nth(1);
    lines.push({
      name: (await cells.nth(0).textContent()) ?? '',
      pbSegment: hundredths(await pb.textContent()),
      best: hundredths(await cells.nth(2).textContent()),
      save: hundredths(await cells.nth(3).textContent()),
      gold: (await pb.getByText('Gold', { exact: true }).count()) > 0,
    });
  }
  return lines;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function chooseCourse(page: Page, course: string): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: course });
  const section = page.getByRole('region', { name: `Your splits at ${course}` });
  await expect(section).toBeVisible({ timeout: 15_000 });
  await settled(page);
  return section;
}

/** Two runs of the demo member at Glenelg: one split over its course, then a faster one without splits. */
async function personalBestWithoutSplits(page: Page): Promise<void> {
  const headers = await bearer(page.request, DEMO.member);
  const locations = (await (await page.request.get('/api/Location/ListAll')).json()) as {
    id: number;
    name: string;
  }[];
  const glenelg = locations.find((location) => location.name === 'Glenelg Foreshore');
  expect(glenelg, 'the demo has Glenelg Foreshore').toBeTruthy();
  const locationId = glenelg?.id ?? 0;
  const course = (await (
    await page.request.post('/api/Location/GetSiteEquipment', { data: { locationId } })
  ).json()) as { equipment: { id: number } }[];
  const save = async (duration: number, agoMs: number, split: boolean) => {
    const completed = Date.now() - agoMs;
    const splits = course.map((site, position) => ({
      equipmentId: site.equipment.id,
      ms: Math.round((duration * (position + 1)) / course.length),
    }));
    const response = await page.request.post('/api/Leaderboard/AddToLeaderboard', {
      headers,
      data: {
        locationId,
        timeStarted: new Date(completed - duration).toISOString(),
        timeCompleted: new Date(completed).toISOString(),
        duration,
        ...(split ? { splits } : {}),
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await save(80_000, 2 * 3_600_000, true);
  await save(61_230, 3_600_000, false);
}

test('split figures add up, gold never beside a gap, and a personal best without splits is not compared', async ({
  page,
}) => {
  await loginAs(page, 'member');
  await page.goto('/Account/MyResults');
  await settled(page);

  // Bondi: the personal best's splits against the best on each obstacle.
  const bondi = await chooseCourse(page, 'Bondi Beach');
  const table = bondi.getByTestId('course-splits');
  const lines = await linesOf(table);
  expect(lines.length).toBe(6);
  await table.scrollIntoViewIfNeeded();
  await shot(page, '01-bondi-table');
  // Each line: PB split − Best = Save, as printed; gold only where Save is nothing.
  expect(lines.filter((line) => line.pbSegment - line.best !== line.save)).toEqual([]);
  expect(lines.filter((line) => line.gold && line.save !== 0)).toEqual([]);
  expect(lines.some((line) => line.gold)).toBe(true);

  // The figures above add up with the table, as printed.
  const summary = bondi.getByTestId('splits-summary');
  await summary.scrollIntoViewIfNeeded();
  const personalBest = hundredths(await bondi.getByTestId('splits-personal-best').textContent());
  const sumOfBest = hundredths(await bondi.getByTestId('splits-sum-of-best').textContent());
  const possibleSave = hundredths(await bondi.getByTestId('splits-possible-save').textContent());
  expect(sumOfBest).toBe(sum(lines.map((line) => line.best)));
  expect(possibleSave).toBe(personalBest - sumOfBest);
  expect(possibleSave).toBe(sum(lines.map((line) => line.save)));
  expect(sum(lines.map((line) => line.pbSegment))).toBe(personalBest);

  // Each term in a line of its own words.
  await expect(summary).toContainText('Sum of best');
  await expect(summary.getByText('Your best time on each obstacle, added up')).toBeVisible();
  await expect(summary.getByText('Your personal best minus your sum of best')).toBeVisible();
  await expect(summary.getByText('Your fastest run here')).toBeVisible();
  await shot(page, '02-bondi-figures-with-captions');
  const gold = bondi.getByTestId('gold-caption');
  await gold.scrollIntoViewIfNeeded();
  await expect(gold).toHaveText(/Gold: Your personal best’s time on that obstacle is your best ever there/);
  await fitsPhone(page, []);
  await shot(page, '03-bondi-gold-caption');
  await expectNoAxeViolations(page);

  // Glenelg: a split run, then a faster personal best without splits: nothing is compared with it.
  await personalBestWithoutSplits(page);
  await page.reload();
  await settled(page);
  const glenelg = await chooseCourse(page, 'Glenelg Foreshore');
  await expect(glenelg.getByTestId('splits-not-compared')).toHaveText(
    'Your personal best here, 1:01.23, was timed without splits, so there is nothing to compare each obstacle with. Split a run that beats it to see where you gain.',
  );
  await expect(glenelg.getByTestId('splits-personal-best')).toHaveText(/1:01\.23/);
  await expect(glenelg.getByTestId('splits-sum-of-best')).toHaveText(/1:20\.00/);
  await expect(glenelg.getByTestId('splits-possible-save')).toHaveCount(0);
  const bests = glenelg.getByTestId('course-splits');
  await expect(bests.getByRole('columnheader')).toHaveText(['Obstacle', 'Best']);
  await expect(bests.locator('tbody tr')).toHaveCount(4);
  await expect(bests.getByText('Gold', { exact: true })).toHaveCount(0);
  await glenelg.scrollIntoViewIfNeeded();
  await fitsPhone(page, []);
  await shot(page, '04-glenelg-personal-best-without-splits');
  await expectNoAxeViolations(page);
});
