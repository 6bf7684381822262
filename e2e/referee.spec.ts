import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { confirmShortTime } from './support/referee-lanes';
import { fitsPhone, settled } from './support/screen';

const CURRENT_EVENT = 'South Bank Open at South Bank Parklands';
const PAST_EVENT = 'Albert Park Sprint Series at Albert Park Lake';
/** The demo member as a referee sees them: masked e-mail and phone, then the name. */
const MEMBER_LABEL = /^member \(m•••@example\.com\) - 04•• ••• \d{3} · Sam Taylor$/;
/** A lane's heading: the display name and the user name only. */
const MEMBER_HEADING = 'Sam Taylor (member)';

const lane = (page: Page, number: number): Locator =>
  page.getByRole('region', { name: `Lane ${number}`, exact: true });

async function timesOf(page: Page, eventId: number): Promise<{ id: number }[]> {
  return page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('courseclock.session') ?? '{}') as { token?: string };
    const response = await fetch(`/api/Referee/TimesRecorded/${id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    return (await response.json()) as { id: number }[];
  }, eventId);
}

test('a referee records a time at the current event, is refused a delete past the window, and adds a user', async ({
  page,
  browser,
}) => {
  // A whole referee day in one journey, longer than the default 60 s allows on a busy two-core machine.
  test.setTimeout(120_000);
  // Login sends a referee to Record Times.
  await loginAs(page, 'referee');
  await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Record Times' })).toBeVisible();

  // Pick the current event; no record panel until a competitor is chosen too.
  await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
  const first = lane(page, 1);
  await expect(first.getByRole('button', { name: 'START' })).toHaveCount(0);

  // Type-ahead on a whole e-mail: the options read userName (email) - phone · name, the contact details
  // masked, and the answer itself carries no whole e-mail or phone; choose with the keyboard.
  const search = first.getByRole('combobox', { name: 'Competitor' });
  const answered = page.waitForResponse('**/api/Referee/UserLookup');
  await search.fill('member@example.com');
  const answer = await (await answered).text();
  expect(answer).toContain('"maskedEmail":"m•••@example.com"');
  expect(answer).not.toMatch(/member@example\.com|\d{6}/);
  const option = page.getByRole('option', { name: MEMBER_LABEL });
  await expect(option).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(first.getByTestId('lane-competitor')).toHaveText(MEMBER_HEADING);
  await settled(page);
  await expectNoAxeViolations(page);

  // A spectator has the event's page open in another browser.
  const spectatorContext = await browser.newContext();
  const spectator = await spectatorContext.newPage();
  await spectator.goto('/Events/View/south-bank-open');
  await expect(spectator.getByRole('heading', { name: 'Comp Leaderboard' })).toBeVisible();
  await spectator.evaluate(() => Object.assign(window, { notReloaded: true }));

  // START, reload mid-run (still running), STOP, SAVE.
  const display = first.getByTestId('lane-display');
  await first.getByRole('button', { name: 'START' }).click();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.waitForTimeout(1_200);
  await page.reload();
  await expect(lane(page, 1).getByTestId('lane-display')).toHaveAttribute('data-status', 'running');
  await expect(lane(page, 1).getByTestId('lane-competitor')).toHaveText(MEMBER_HEADING);
  await lane(page, 1).getByRole('button', { name: 'STOP' }).click();
  await expect(lane(page, 1).getByTestId('lane-display')).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await lane(page, 1).getByTestId('lane-display').textContent()) ?? '';
  expect(stoppedAt).toMatch(/^0:0[1-9]\.\d{2}$/);
  // SAVE TIME takes the place of STOP: a press within 1 s of STOP would be a double tap, ignored.
  await page.waitForTimeout(1_100);
  await lane(page, 1).getByRole('button', { name: 'SAVE TIME' }).click();
  await confirmShortTime(lane(page, 1), stoppedAt);
  await expect(page.getByText('Time successfully recorded')).toBeVisible();
  // The spectator's board shows it without a reload (member's best time at this event now).
  const row = spectator.getByRole('row', { name: /^Place \d+: member[ ,]/ });
  await expect(row).toContainText(stoppedAt, { timeout: 15_000 });
  expect(await spectator.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await spectatorContext.close();
  // The competitor is cleared for the next one, and nothing waits in the queue.
  await expect(lane(page, 1).getByRole('combobox', { name: 'Competitor' })).toBeVisible();
  await expect(lane(page, 1).getByTestId('lane-display')).toHaveCount(0);
  await expect(page.getByTestId('queue-notice')).toHaveCount(0);

  // Lanes: up to four, removable while idle.
  for (let count = 2; count <= 4; count += 1) await page.getByRole('button', { name: 'Add lane' }).click();
  await expect(page.getByRole('region', { name: /^Lane \d$/ })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Add lane' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove lane 4' }).click();
  await page.getByRole('button', { name: 'Remove lane 3' }).click();
  await page.getByRole('button', { name: 'Remove lane 2' }).click();
  await expect(page.getByRole('region', { name: /^Lane \d$/ })).toHaveCount(1);

  // Delete Times offers the event running now (chosen, as it is the only one) and not the demo's
  // past events, which ended weeks ago, past the referee window: the screen says so instead.
  await page.goto('/Referee/DeleteTimes');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Times' })).toBeVisible();
  const picker = page.getByLabel('Event', { exact: true });
  await expect(picker.locator('option:checked')).toHaveText(CURRENT_EVENT);
  await expect(picker.locator('option', { hasText: PAST_EVENT })).toHaveCount(0);
  await expect(page.getByText(/can no longer be deleted here/)).toBeVisible();
  const eventId = Number(await picker.inputValue());
  const rows = page.getByRole('list', { name: 'Recorded times' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe((await timesOf(page, eventId)).length);
  await settled(page);
  await expectNoAxeViolations(page);

  // Add User: the server's check shows on the input; then a user is created.
  const suffix = String(Date.now()).slice(-6);
  const userName = `ref${suffix}`;
  const password = 'Finish#Line9';
  await page.goto('/Referee/AddUser');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Runner');
  await page.getByLabel('User name').fill(DEMO.member.user);
  await page.getByLabel('E-mail').fill(`casey${suffix}@example.com`);
  await page.getByLabel('Mobile Number').fill('0491570110');
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Unable to Add User')).toBeVisible();
  await page.getByLabel('User name').fill(userName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('User Added')).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue('');
  await settled(page);
  await expectNoAxeViolations(page);

  // The new member logs in at once.
  const other = await browser.newContext();
  const member = await other.newPage();
  await member.goto('/Account/Login');
  await member.getByLabel(/user ?name or e-?mail/i).fill(userName);
  await member.getByLabel(/^password/i).fill(password);
  await member.getByRole('button', { name: /log ?in/i }).click();
  await expect(member.getByText('Thanks for logging in!')).toBeVisible();
  await other.close();
});

test.describe('on a 375 × 667 touch phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('the referee screens fit without sideways scrolling, with 48 px controls', async ({ page }) => {
    await loginAs(page, 'referee');
    await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
    await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
    const search = lane(page, 1).getByRole('combobox', { name: 'Competitor' });
    // Two characters: the screen asks for a third and asks the server nothing.
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Referee/UserLookup')) lookups.push(request.postData() ?? '');
    });
    await search.tap();
    await search.fill('Sa');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    await page.waitForTimeout(600);
    expect(lookups).toEqual([]);
    // By part of the name: the competitor's row tells them apart without their contact details.
    await search.fill('Sam Tay');
    const option = page.getByRole('option', { name: MEMBER_LABEL });
    await expect(option).toBeVisible();
    await settled(page);
    await fitsPhone(page, [search]);
    await expectNoAxeViolations(page);
    await option.tap();
    await expect(lane(page, 1).getByTestId('lane-competitor')).toHaveText(MEMBER_HEADING);
    expect(lookups.map((body) => JSON.parse(body).search)).toEqual(['Sam Tay']);
    await settled(page);
    await fitsPhone(page, [
      lane(page, 1).getByRole('button', { name: 'START' }),
      lane(page, 1).getByRole('button', { name: 'RESET' }),
      lane(page, 1).getByRole('button', { name: 'Change' }),
      page.getByRole('button', { name: 'Add lane' }),
    ]);
    await expectNoAxeViolations(page);
    await lane(page, 1).getByRole('button', { name: 'Change' }).click();

    await page.goto('/Referee/DeleteTimes');
    await page.getByLabel('Event', { exact: true }).selectOption({ label: CURRENT_EVENT });
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await expect(remove).toBeVisible();
    await settled(page);
    await fitsPhone(page, [remove]);
    await expectNoAxeViolations(page);

    await page.goto('/Referee/AddUser');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await settled(page);
    await fitsPhone(page, [page.getByRole('button', { name: 'Submit' })]);
    await expectNoAxeViolations(page);
  });
});
