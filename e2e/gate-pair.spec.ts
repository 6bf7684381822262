import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, storedTimes, test } from './support/fixtures';
import { fakeCameraLaunchOptions } from './support/gate-video';
import { bearer, startSignedIn } from './support/page-api';
import { fitsPhone, shot } from './support/screen';

/**
 * Two phones: the member's, and a friend's that is not signed in, two browser contexts at 375 px whose
 * cameras play the generated crossings video (a figure across the line every 2.5 s). The start phone
 * shows a code and its QR code; the friend's phone opens the QR code's address and joins at once, with
 * no tap and no log-in; both measure their clock; the start phone's detector takes the start, the
 * finish phone's the first crossing the server accepts as a finish (5 s or more later, on a course
 * without a minimum); both show the run and the start phone saves it to the member.
 */
test.use({
  launchOptions: fakeCameraLaunchOptions(),
});
test.setTimeout(120_000);

async function phone(browser: Browser, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  if (signedIn) await startSignedIn(page, DEMO.member);
  return page;
}

test('two phones pair by code, time a run on the server clock and save it', async ({ browser, request }) => {
  const admin = await bearer(request, DEMO.admin);
  const created = await request.post('/api/Location/Create', {
    headers: admin,
    data: {
      name: `Gate Park ${Date.now()}`,
      streetNumber: '1',
      streetAddress: 'Line St',
      city: 'Bondi',
      state: 'NSW',
      minimumSeconds: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const locationId = ((await created.json()) as { id: number }).id;

  const start = await phone(browser, true);
  const finish = await phone(browser, false);
  await start.goto(`/Locations/View/${locationId}/Gate/Pair`);
  await expect(start.getByRole('heading', { name: 'Two phones' })).toBeVisible();
  await expectNoAxeViolations(start);
  await start.getByRole('button', { name: 'This phone is the start' }).click();
  const code = (await start.getByTestId('pairing-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  await expect(start.getByRole('img', { name: 'QR code that joins the finish phone' })).toBeVisible();
  await expect(start.getByTestId('clock-sync')).toHaveText(/^This phone is in sync \(within \d+ ms\)$/);
  await shot(start, 'gate-pair-start-code');

  // A typed code that no pairing has is refused under the field, on a phone that is not signed in.
  await finish.goto(`/Locations/View/${locationId}/Gate/Pair`);
  await finish.getByRole('button', { name: 'This phone is the finish' }).click();
  await finish.getByLabel('Code').fill(code === '22222222' ? '33333333' : '22222222');
  await fitsPhone(finish, [finish.getByRole('button', { name: 'Join' })]);
  await finish.getByRole('button', { name: 'Join' }).click();
  await expect(finish.getByText('Pairing not found')).toBeVisible();
  await expectNoAxeViolations(finish);
  // The QR code's address joins in one step: no Join tap, no log-in.
  await finish.goto(`/Locations/View/${locationId}/Gate/Pair?code=${code}`);
  await expect(finish.getByRole('heading', { name: 'This phone is the finish' })).toBeVisible();
  await expect(finish).toHaveURL(new RegExp(`/Gate/Pair\\?code=${code}$`));
  await expect(finish.getByTestId('clock-sync')).toHaveText(/^This phone is in sync /);
  await expect(start.getByText('Finish phone joined')).toBeVisible();

  // The start phone's camera takes the next crossing as the start; the finish phone's the finish.
  await expect(start.getByText('Runner started: the finish phone takes the finish')).toBeVisible({
    timeout: 30_000,
  });
  await expect(finish.getByTestId('gate-run')).toHaveText(/^Timed to within \d+ ms$/, { timeout: 40_000 });
  const run = finish.getByTestId('gate-pair-clock');
  await expect(run).toHaveText(/^\d+:\d{2}\.\d{2}$/);
  await expect(start.getByTestId('gate-pair-clock')).toHaveText((await run.textContent()) ?? '');
  await expectNoAxeViolations(finish);
  await shot(finish, 'gate-pair-finish-run');

  await expect(finish.getByText('The start phone saves this run to its runner’s results.')).toBeVisible();
  const before = (await storedTimes(request, DEMO.member, locationId)).length;
  await start.getByRole('button', { name: 'SAVE TIME' }).click();
  await expect(start.getByTestId('gate-saved')).toHaveText('Saved');
  await expect
    .poll(async () => (await storedTimes(request, DEMO.member, locationId)).length)
    .toBe(before + 1);
  await expectNoAxeViolations(start);
  // Each phone sent the picture of its crossing: the friend's with the pairing's token alone.
  await expect.poll(async () => runPhotos(request, locationId), { timeout: 20_000 }).toEqual([true, true]);
});

/** Whether the member's run at the course has its start's and its finish's picture. */
async function runPhotos(request: APIRequestContext, locationId: number): Promise<boolean[]> {
  const mine = await request.get('/api/Leaderboard/MyResults', {
    headers: await bearer(request, DEMO.member),
  });
  type Run = { location: { id: number }; photos: { start: string | null; finish: string | null } | null };
  const { unofficial } = (await mine.json()) as { unofficial: Run[] };
  const run = unofficial.find((row) => row.location.id === locationId);
  return [Boolean(run?.photos?.start), Boolean(run?.photos?.finish)];
}
