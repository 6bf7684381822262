import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { writeGateVideo } from '../scripts/gate-video-file';
import { launchWithFakeCamera, markFrameNumber, twoCrossingScene } from './support/fake-camera';
import { DEMO, expect, expectNoAxeViolations, test } from './support/fixtures';
import { type NewMember, refereeAddsMember } from './support/members';
import { bearer, startSignedIn } from './support/page-api';
import { E2E_BASE_URL } from './support/ports';

/**
 * Witnessed gate runs (docs/timing.md, "Trust"): the single-phone gate posts each crossing to the
 * server as it happens, so a run timed with signal saves witnessed, shows the camera mark and stands
 * on a gate-only course's board; with the network cut before the finish the run still saves, sent
 * from the phone's queue once back online, but unwitnessed and off that board.
 */

let folder = '';
const video = () => join(folder, 'crossings.y4m');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'courseclock-witness-'));
  await writeGateVideo(video(), twoCrossingScene(6_317, 13_000), markFrameNumber);
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A course of its own switched to "Gate-timed runs only", and its path. */
async function gateOnlyCourse(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const headers = await bearer(request, DEMO.admin);
  const place = {
    name: `Witness Park ${Date.now()}`,
    streetAddress: 'Line Rd',
    city: 'Bendigo',
    state: 'Victoria',
  };
  const created = await request.post('/api/Location/Create', { headers, data: place });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const updated = await request.post('/api/Location/Update', {
    headers,
    data: { id, ...place, gateOnly: true },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return { id, path: ((await updated.json()) as { path: string }).path };
}

type OwnRow = { timingMethod: string; witnessed: boolean };

async function ownRuns(request: APIRequestContext, member: NewMember, locationId: number): Promise<OwnRow[]> {
  const mine = await request.post('/api/Leaderboard/ListUserResults', {
    headers: await bearer(request, { user: member.userName, password: member.password }),
    data: { locationId },
  });
  return (await mine.json()) as OwnRow[];
}

/** The crossing photos' addresses of the member's run at the course (null where none arrived). */
async function ownPhotos(
  request: APIRequestContext,
  member: NewMember,
  locationId: number,
): Promise<(string | null)[]> {
  const mine = await request.get('/api/Leaderboard/MyResults', {
    headers: await bearer(request, { user: member.userName, password: member.password }),
  });
  type Run = { location: { id: number }; photos: { start: string | null; finish: string | null } | null };
  const { unofficial } = (await mine.json()) as { unofficial: Run[] };
  const run = unofficial.find((row) => row.location.id === locationId);
  return [run?.photos?.start ?? null, run?.photos?.finish ?? null];
}

async function gateBoardNames(request: APIRequestContext, locationId: number): Promise<string[]> {
  const board = await request.post('/api/Leaderboard/ListResults', { data: { locationId } });
  return ((await board.json()) as { user: { userName: string } }[]).map((row) => row.user.userName);
}

/**
 * A new member signed in on a course of its own that counts gate runs only, its gate opened: answers
 * once the first crossing's post has reached the server.
 */
async function runStartedByNewMember(
  page: Page,
  names: { prefix: string; firstName: string; lastName: string },
): Promise<{ course: { id: number; path: string }; member: NewMember }> {
  const course = await gateOnlyCourse(page.request);
  const member = await refereeAddsMember(page.request, names);
  await startSignedIn(page, { user: member.userName, password: member.password });
  await runStarted(page, course.id);
  return { course, member };
}

/** Opens the course's gate as the member; answers once the first crossing's post has reached the server. */
async function runStarted(page: Page, locationId: number): Promise<void> {
  const startPosted = page.waitForResponse(
    (response) => response.url().includes('/api/Gate/PostCrossing') && response.ok(),
    { timeout: 45_000 },
  );
  await page.goto(`/Locations/View/${locationId}/Stopwatch`);
  await page.getByRole('button', { name: 'Gate' }).click();
  await page.getByRole('button', { name: 'Arm the gate' }).click({ timeout: 30_000 });
  await expect(page.getByTestId('gate-state')).toHaveText(/ARMED|RUNNING/, { timeout: 30_000 });
  await startPosted;
}

test('a gate run with signal saves witnessed: the camera mark, first on the gate-only board, a photo of each crossing', async () => {
  test.setTimeout(150_000);
  const { browser, page } = await launchWithFakeCamera(video(), { baseURL: E2E_BASE_URL });
  try {
    const { course, member } = await runStartedByNewMember(page, {
      prefix: 'wit',
      firstName: 'Wit',
      lastName: 'Ness',
    });
    await expect(page.getByTestId('gate-state')).toHaveText('FINISHED', { timeout: 30_000 });
    const big = page.getByTestId('big-button');
    await expect(big).toHaveText('SAVE TIME', { timeout: 10_000 });
    await big.click();
    await expect(page.getByText(/Saved \d:\d\d\.\d\d/)).toBeVisible();

    expect(await ownRuns(page.request, member, course.id)).toMatchObject([
      { timingMethod: 'gate', witnessed: true },
    ]);
    expect(await gateBoardNames(page.request, course.id)).toEqual([member.userName]);

    await page.goto(`/Locations/View/${course.path}`);
    const row = page.getByTestId('leaderboard-row').filter({ hasText: member.userName });
    await expect(row.getByRole('img', { name: 'Timed by camera gate' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The run's detail keeps a picture of each crossing, made on the phone and sent after it.
    await expect
      .poll(async () => (await ownPhotos(page.request, member, course.id)).filter(Boolean).length, {
        timeout: 20_000,
      })
      .toBe(2);
    await page.goto('/Account/MyResults');
    await expect(page.getByRole('img', { name: 'Start crossing' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Finish crossing' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await browser.close();
  }
});

test('the network cut at the finish: the run saves from the queue, unwitnessed, off the gate-only board', async () => {
  test.setTimeout(150_000);
  const { browser, context, page } = await launchWithFakeCamera(video(), { baseURL: E2E_BASE_URL });
  try {
    const { course, member } = await runStartedByNewMember(page, {
      prefix: 'cut',
      firstName: 'Cut',
      lastName: 'Off',
    });
    // The start reached the server; the signal goes before the finish line.
    await context.setOffline(true);
    await expect(page.getByTestId('gate-state')).toHaveText('FINISHED', { timeout: 30_000 });
    const big = page.getByTestId('big-button');
    await expect(big).toHaveText('SAVE TIME', { timeout: 10_000 });
    await big.click();
    await expect(
      page.getByText('Saved on this phone — it will be sent when you are back online.'),
    ).toBeVisible();

    await context.setOffline(false);
    // Sent once back online, and said plainly: the unwitnessed run is kept, but not on this board.
    await expect(page.getByText('Saved to My Results, not the board').first()).toBeVisible({
      timeout: 20_000,
    });
    expect(await ownRuns(page.request, member, course.id)).toMatchObject([
      { timingMethod: 'gate', witnessed: false },
    ]);
    expect(await gateBoardNames(page.request, course.id)).not.toContain(member.userName);
  } finally {
    await browser.close();
  }
});
