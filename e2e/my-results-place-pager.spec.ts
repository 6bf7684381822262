import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * My Results on a 375 × 667 touch phone with the demo member's runs: a place only on the run that
 * holds it (the best of its board), and long lists ten runs a page behind a pager, each run keeping a
 * quiet Delete named after it instead of a column of red buttons.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const DURATION = /\d+:\d\d\.\d\d/;

const durationOf = async (card: Locator) => DURATION.exec((await card.textContent()) ?? '')?.[0] ?? '';
const ms = (duration: string) => {
  const [minutes, rest] = duration.split(':');
  return Math.round((Number(minutes) * 60 + Number(rest)) * 1000);
};

interface Card {
  duration: string;
  place: string | null;
}

/** The cards of one page of a list: each run's time and the place it shows ('Place 3…'), if any. */
async function cardsOn(list: Locator): Promise<Card[]> {
  const cards: Card[] = [];
  for (const card of await list.getByRole('listitem').all()) {
    const text = (await card.textContent()) ?? '';
    cards.push({ duration: DURATION.exec(text)?.[0] ?? '', place: /Place \d+[^·]*/.exec(text)?.[0] ?? null });
  }
  return cards;
}

/** Every page of a list, through its pager's "next page" control, back to page 1 after. */
async function allPages(page: Page, name: string): Promise<Card[]> {
  const list = page.getByRole('list', { name });
  const next = page
    .getByRole('navigation', { name: `Pages of ${name}` })
    .getByRole('button', { name: 'next page' });
  const cards = await cardsOn(list);
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    const first = await durationOf(list.getByRole('listitem').first());
    await next.tap();
    await expect.poll(() => durationOf(list.getByRole('listitem').first())).not.toBe(first);
    cards.push(...(await cardsOn(list)));
  }
  return cards;
}

/** The run holding a list's place is its fastest (the earlier of equal ones is listed later). */
function fastest(cards: Card[]): Card {
  return cards.reduce((best, card) => (ms(card.duration) <= ms(best.duration) ? card : best));
}

test('a place only on the best run of each board, ten runs a page, a quiet Delete per run', async ({
  page,
}) => {
  await loginAs(page, 'member');
  await page.goto('/Account/MyResults');
  await settled(page);
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bondi Beach' });
  await settled(page);

  // Comp times: two runs at Bondi, only the faster one holds a place.
  const comp = page.getByRole('list', { name: 'Comp times' });
  await comp.scrollIntoViewIfNeeded();
  const compCards = await cardsOn(comp);
  expect(compCards.length).toBeGreaterThanOrEqual(2);
  const compBest = fastest(compCards);
  expect(compCards.filter((card) => card.place !== null)).toEqual([compBest]);
  expect(compBest.place).toMatch(/^Place \d+: your best here$/);
  await shot(page, '01-comp-place-on-best-only');

  // Social times: ten a page, a pager below, each Delete an icon named after its run, not red.
  const social = page.getByRole('list', { name: 'Social times' });
  await expect(social.getByRole('listitem')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Pages of Social times' });
  await pager.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Times 1–10 of \d+$/)).toBeVisible();
  const deletes = social.getByRole('button', {
    name: /^Delete \d+:\d\d\.\d\d at Bondi Beach on \d+\/\d+\/\d{4}$/,
  });
  await expect(deletes).toHaveCount(10);
  for (const button of await deletes.all()) {
    expect((await button.textContent())?.trim(), 'Delete is an icon, not a word').toBe('');
    const [red, green, blue] = (await button.evaluate((element) => getComputedStyle(element).color))
      .match(/\d+/g)
      ?.map(Number) ?? [0, 0, 0];
    expect(red - Math.min(green, blue), 'Delete is not red').toBeLessThan(40);
  }
  await fitsPhone(page, [deletes.first(), pager.getByRole('button', { name: 'next page' })]);
  await shot(page, '02-social-first-page-pager');
  await expectNoAxeViolations(page);

  // Across every page one run holds the place: the fastest; no other shows one.
  const socialCards = await allPages(page, 'Social times');
  expect(socialCards.length).toBeGreaterThan(10);
  const socialBest = fastest(socialCards);
  expect(socialCards.filter((card) => card.place !== null)).toEqual([socialBest]);
  expect(socialBest.place).toMatch(/^Place \d+: your best here$/);
  await pager.scrollIntoViewIfNeeded();
  await shot(page, '03-social-last-page');
  await expectNoAxeViolations(page);

  // The best run's page, its place in sight.
  const bestPage = Math.floor(socialCards.indexOf(socialBest) / 10) + 1;
  await pager.getByRole('button', { name: String(bestPage), exact: true }).tap();
  const placed = social.getByTestId('my-time-place');
  await expect(placed).toHaveCount(1);
  await expect(placed).toHaveText(socialBest.place ?? '');
  await placed.scrollIntoViewIfNeeded();
  await expect(placed).toBeVisible();
  await shot(page, '04-social-best-run-with-place');
});
