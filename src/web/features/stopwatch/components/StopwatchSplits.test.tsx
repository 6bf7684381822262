import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocationRef } from '../../../../shared/schemas/location';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { mySplitsOf, setUpTimingTest, tap, testSession } from '../../../lib/test-timing';
import { Stopwatch } from './Stopwatch';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';
const bondi: LocationRef = { id: 4, name: 'Bondi Beach', path: 'bondi-beach' };
const names = ['Monkey Bars', 'Rope Climb', 'Warped Wall'];
const siteEquipment = names.map((name, index) => ({
  id: 100 + index,
  index,
  equipment: {
    id: 11 + index,
    name,
    path: name.toLowerCase().replace(' ', '-'),
    imageUrl: null,
    videoUrl: null,
    showVideo: false,
    instructions: '',
  },
}));
/** The member's earlier runs: a personal best of 10 + 20 + 15 s, best segments 9, 18 and 15 s. */
const mySplits = mySplitsOf({
  timeId: 9,
  equipmentIds: [11, 12, 13],
  segments: [10_000, 20_000, 15_000],
  bestSegments: [
    { segmentMs: 9_000, timeId: 8 },
    { segmentMs: 18_000, timeId: 7 },
    { segmentMs: 15_000, timeId: 9 },
  ],
});

const { skip } = setUpTimingTest();
beforeEach(() => {
  api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
    sendJson(response, 200, siteEquipment);
  api.routes['GET /api/Leaderboard/MySplits/4'] = (_request, response) => sendJson(response, 200, mySplits);
});

const big = () => screen.getByTestId('big-button');
const split = () => screen.getByTestId('split-button');
const renderStopwatch = () => renderRoutes([{ path: '/', element: <Stopwatch course={bondi} /> }], '/');

/** START once the obstacles are in: SPLIT then names the first one. */
async function start() {
  renderStopwatch();
  await waitFor(() => expect(screen.getByTestId('big-button').textContent).toBe('START'));
  await waitFor(() => expect(api.hits('/api/Location/GetSiteEquipment')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  tap(big());
  expect(await screen.findByTestId('split-button')).toBeTruthy();
}

describe('SPLIT on a course with obstacles', () => {
  it('splits every obstacle, shows each against the personal best, and saves the splits with the time', async () => {
    sessionStore.set(testSession('701'));
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 200, {
        standing: 1,
        personalBest: true,
        result: { user: { userName: 'sam' } },
        splits: [
          {
            equipmentId: 11,
            ms: 8_000,
            segmentMs: 8_000,
            deltaMs: -2_000,
            segmentDeltaMs: -2_000,
            gold: true,
          },
          {
            equipmentId: 12,
            ms: 29_000,
            segmentMs: 21_000,
            deltaMs: -1_000,
            segmentDeltaMs: 1_000,
            gold: false,
          },
          { equipmentId: 13, ms: 44_000, segmentMs: 15_000, deltaMs: -1_000, segmentDeltaMs: 0, gold: false },
        ],
      });
    await start();
    expect(split().textContent).toContain('Monkey Bars');
    await waitFor(() => expect(api.hits('/api/Leaderboard/MySplits/4')).toHaveLength(1));

    skip(8_000);
    tap(split());
    expect(split().textContent).toContain('Rope Climb');
    const list = screen.getByRole('list', { name: 'Splits' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('1. Monkey Bars');
    await waitFor(() => expect(first.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('gold'));
    expect(first.textContent).toMatch(/best segment, 2\.00 seconds ahead, gaining 2\.00 seconds/);

    skip(21_500);
    tap(split());
    // SPLIT holds for a second, showing it, so a second tap lands on it and takes nothing.
    expect(split().getAttribute('data-holding')).toBe('true');
    expect(split().getAttribute('aria-disabled')).toBe('true');
    skip(700);
    tap(split());
    expect(within(screen.getByRole('list', { name: 'Splits' })).getAllByRole('listitem')).toHaveLength(2);
    // Then the last obstacle has no SPLIT: its split is the STOP, which stayed where it was.
    skip(300);
    await waitFor(() => expect(screen.queryByTestId('split-button')).toBeNull());
    expect(screen.getByTestId('current-obstacle').textContent).toContain('Warped Wall');
    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(second.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('aheadLosing');
    expect(
      await screen.findByText(
        /^Rope Climb 0:21\.50, 0\.50 seconds ahead, losing 1\.50 seconds\. Next: Warped Wall$/,
      ),
    ).toBeTruthy();

    skip(14_000);
    tap(big());
    skip(1_500);
    await waitFor(() => expect(big().textContent).toBe('SAVE TIME'));
    tap(big());
    await waitFor(() => expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(1));
    const body = JSON.parse(api.hits('/api/Leaderboard/AddToLeaderboard')[0]?.body ?? '{}');
    expect(body.splits.map((s: { equipmentId: number }) => s.equipmentId)).toEqual([11, 12, 13]);
    expect(body.splits.at(-1).ms).toBe(body.duration);
    expect(body.splits[0].ms).toBeGreaterThanOrEqual(8_000);

    const table = await screen.findByTestId('run-splits');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ObstacleSegmentTo PBGold',
      'Monkey Bars0:08.00−2.002.00 seconds ahead, gaining 2.00 secondsGold',
      'Rope Climb0:21.00−1.001.00 seconds ahead, losing 1.00 seconds–Not gold',
      'Warped Wall0:15.00−1.001.00 seconds ahead–Not gold',
    ]);
    expect(await screen.findByText('Sum of best: 0:42.00')).toBeTruthy();
  });

  it('takes a mistaken split back within 3 s, and offers no undo after that', async () => {
    sessionStore.set(testSession('702'));
    await start();
    skip(5_000);
    tap(split());
    expect(split().textContent).toContain('Rope Climb');
    // The click of the tap that split (or a second tap meant for SPLIT) does not undo it.
    tap(screen.getByRole('button', { name: 'Undo split: Monkey Bars' }));
    expect(split().textContent).toContain('Rope Climb');
    skip(600);
    tap(screen.getByRole('button', { name: 'Undo split: Monkey Bars' }));
    expect(split().textContent).toContain('Monkey Bars');
    expect(screen.queryByRole('list', { name: 'Splits' })).toBeNull();

    skip(5_000);
    tap(split());
    expect(screen.getByRole('button', { name: 'Undo split: Monkey Bars' })).toBeTruthy();
    skip(3_100);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Undo split/ })).toBeNull(), {
      timeout: 4_000,
    });
  });

  it('keeps the splits over a reload mid-run, and a guest sees times without a personal best', async () => {
    await start();
    skip(7_000);
    tap(split());
    const view = screen.getByRole('list', { name: 'Splits' }).textContent;
    expect(view).toMatch(/1\. Monkey Bars0:07\.\d\d/);
    expect(api.hits('/api/Leaderboard/MySplits/4')).toEqual([]);
    expect(screen.getByRole('list', { name: 'Splits' }).querySelector('[data-tone]')).toBeNull();

    document.body.innerHTML = '';
    renderStopwatch();
    expect((await screen.findByRole('list', { name: 'Splits' })).textContent).toBe(view);
    expect(screen.getByTestId('split-button').textContent).toContain('Rope Climb');
  });
});
