import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A time box at its least value plus `steps`. */
async function spin(box: Locator, steps: number): Promise<void> {
  await box.focus();
  await box.press('Home');
  for (let step = 0; step < steps; step += 1) await box.press('ArrowUp');
}

const monthYear = (when: Date) => when.toLocaleString('en-AU', { month: 'long', year: 'numeric' });

/**
 * Picks a day and a 12-hour time in the DateTimeField labelled `label`, with the mouse and the keyboard.
 * The time boxes are set with the keyboard: the hour by Home (its least value) then ArrowUp, the
 * minutes typed.
 */
export async function pickDateTime(page: Page, label: string, when: Date): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog');
  const month = picker.getByRole('button', { name: 'Choose the month' });
  for (let step = 0; step < 24 && (await month.textContent()) !== monthYear(when); step += 1) {
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  await picker.getByRole('button', { name: `${when.getDate()} ${monthYear(when)}`, exact: true }).click();
  const hour = when.getHours() % 12 || 12;
  await spin(picker.getByRole('spinbutton', { name: 'Hour' }), hour - 1);
  const minute = picker.getByRole('spinbutton', { name: 'Minute' });
  await minute.focus();
  await minute.pressSequentially(String(when.getMinutes()).padStart(2, '0'));
  await picker.getByRole('combobox', { name: 'am or pm' }).selectOption(when.getHours() < 12 ? 'am' : 'pm');
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toHaveCount(0);
  const shown = `${when.getDate()}/${when.getMonth() + 1}/${when.getFullYear()} ${hour}:${String(when.getMinutes()).padStart(2, '0')} ${when.getHours() < 12 ? 'am' : 'pm'}`;
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveText(shown);
}

/** Today at hh:mm (the browser runs on this machine's clock and zone), `days` later. */
export function at(days: number, hours: number, minutes = 0): Date {
  const when = new Date();
  when.setDate(when.getDate() + days);
  when.setHours(hours, minutes, 0, 0);
  return when;
}
