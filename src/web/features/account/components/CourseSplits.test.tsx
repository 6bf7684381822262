import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MySplits } from '../../../../shared/schemas/leaderboard';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderWithProviders } from '../../../lib/test-render';
import { mySplitsOf, testSession } from '../../../lib/test-timing';
import CourseSplits from './CourseSplits';

const api = setUpTestApiServer();
// Generous waits: a whole section renders, slow on a busy machine (limits, not timings).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
// The splits are a signed-in member's own.
beforeEach(() => sessionStore.set(testSession('801')));
afterEach(() => sessionStore.clear());

const course = [
  { id: 1, index: 0, equipment: { id: 11, name: 'Wall Jump' } },
  { id: 2, index: 1, equipment: { id: 12, name: 'Warped Wall' } },
];

function show(mine: MySplits) {
  api.routes['GET /api/Leaderboard/MySplits/5'] = (_request, response) => sendJson(response, 200, mine);
  api.routes['GET /api/Leaderboard/MySplitRuns/5'] = (_request, response) => sendJson(response, 200, []);
  api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) => sendJson(response, 200, course);
  renderWithProviders(<CourseSplits location={{ id: 5, name: 'Bondi' }} />);
}

const mine = mySplitsOf({
  timeId: 9,
  equipmentIds: [11, 12],
  segments: [47_470, 16_489],
  bestSegments: [
    { segmentMs: 20_945, timeId: 8 },
    { segmentMs: 16_489, timeId: 9 },
  ],
});

describe("My Results' splits at a course", () => {
  it('print figures that add up, each term with its caption, gold where nothing is left to save', async () => {
    show(mine);
    const table = await screen.findByTestId('course-splits');
    expect(await within(table).findByText('Wall Jump')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    // 0:47.47 − 0:20.94 = 0:26.53 as printed (26_525 ms would truncate to 0:26.52).
    expect(rows[0]?.textContent).toBe('Wall Jump0:47.47at 0:47.470:20.940:26.53');
    expect(rows[1]?.textContent).toBe('Warped WallGold0:16.48at 1:03.950:16.48–');
    expect(screen.getByTestId('splits-personal-best').textContent?.trim()).toBe('1:03.95');
    expect(screen.getByTestId('splits-sum-of-best').textContent?.trim()).toBe('0:37.42');
    expect(screen.getByTestId('splits-possible-save').textContent?.trim()).toBe('0:26.53');
    expect(screen.getByText('Your best time on each obstacle, added up')).toBeTruthy();
    expect(screen.getByText('Your personal best minus your sum of best')).toBeTruthy();
    expect(screen.getByTestId('gold-caption').textContent).toContain('Gold: Your personal best’s time');
    expect(screen.queryByTestId('splits-not-compared')).toBeNull();
  });

  it('say plainly that a personal best without splits is compared with nothing', async () => {
    show({
      ...mine,
      personalBest: { timeId: 3, duration: 50_000, timingMethod: 'manual', witnessed: false, splits: [] },
      possibleTimeSave: [],
    });
    expect((await screen.findByTestId('splits-not-compared')).textContent).toBe(
      'Your personal best here, 0:50.00, was timed without splits, so there is nothing to compare each obstacle with. Split a run that beats it to see where you gain.',
    );
    const table = screen.getByTestId('course-splits');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Obstacle', 'Best']);
    expect(screen.queryByTestId('splits-possible-save')).toBeNull();
    expect(within(table).queryByText('Gold')).toBeNull();
  });

  it('invite a first run with splits when there is none', async () => {
    show({ personalBest: null, bestSegments: [], sumOfBest: null, possibleTimeSave: [] });
    expect(
      await screen.findByText(
        'No runs with splits here yet. Tap SPLIT at each obstacle while the stopwatch runs.',
      ),
    ).toBeTruthy();
  });
});
