import type { Locator, Page } from '@playwright/test';
import { expect, loginAs } from './fixtures';

/** The demo event running now (src/server/ops/seed/events.ts), as the event picker names it. */
export const CURRENT_EVENT = 'South Bank Open at South Bank Parklands';

/** A lane's region, named by its heading ('Lane 2'). */
export const lane = (page: Page, number: number): Locator =>
  page.getByRole('region', { name: `Lane ${number}`, exact: true });

/** A lane's big button: START, STOP, SAVE TIME… */
export const laneButton = (page: Page, number: number): Locator =>
  lane(page, number).getByTestId('lane-button');

/** Signs the demo referee in; Record Times is where a referee lands. */
export async function openRecordTimes(page: Page): Promise<void> {
  await loginAs(page, 'referee');
  await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
}

/** Types `search` in a lane's competitor field and taps the option whose name matches `option`. */
export async function chooseCompetitor(
  page: Page,
  number: number,
  search: string,
  option: RegExp,
): Promise<void> {
  const field = lane(page, number).getByRole('combobox', { name: 'Competitor' });
  await field.tap();
  await field.fill(search);
  await page.getByRole('option', { name: option }).tap();
  await expect(lane(page, number).getByTestId('lane-competitor')).toBeVisible();
}

/**
 * A lane's time under the course's minimum (a demo course has one; a journey's lane runs seconds) is
 * recorded only once the referee confirms it: the lane asks, naming the time, and "Record <time>" sends it.
 */
export async function confirmShortTime(lane: Locator, time: string): Promise<void> {
  const ask = lane.getByRole('alertdialog', { name: "Under this course's minimum" });
  await ask.getByRole('button', { name: `Record ${time}` }).click();
}
