import type { Locator } from '@playwright/test';

/**
 * A lane's time under the course's minimum (a demo course has one; a journey's lane runs seconds) is
 * recorded only once the referee confirms it: the lane asks, naming the time, and "Record <time>" sends it.
 */
export async function confirmShortTime(lane: Locator, time: string): Promise<void> {
  const ask = lane.getByRole('alertdialog', { name: "Under this course's minimum" });
  await ask.getByRole('button', { name: `Record ${time}` }).click();
}
