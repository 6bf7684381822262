import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { MyResults, OwnRun } from '../../../../shared/schemas/leaderboard';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import MyResultsPage from './MyResultsPage';

const api = setUpTestApiServer();
// Generous waits: these render whole pages, which is slow on a busy machine (limits, not timings).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const bondi = { id: 1, name: 'Bondi', path: 'bondi' };
const manly = { id: 2, name: 'Manly', path: 'manly' };

function row(
  id: number,
  location: typeof bondi,
  tsDuration: string,
  officialTime = false,
  standing: number | null = null,
): OwnRun {
  const finished = `2025-03-${String(id).padStart(2, '0')}T01:00:00Z`;
  return {
    id,
    user: { userName: 'sam', current: { url: null } },
    duration: 60_000 + id,
    tsDuration,
    timeStarted: finished,
    timeCompleted: finished,
    officialTime,
    timingMethod: officialTime ? 'referee' : 'manual',
    witnessed: officialTime,
    location,
    standing,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 60_000 + id,
    removedReason: null,
    photos: null,
    obstacles: [],
  };
}

const results: MyResults = {
  count: 3,
  totalOfficial: 1,
  totalUnofficial: 2,
  time: row(3, bondi, '1:02.50'),
  faster: false,
  diffPercent: -4.17,
  official: [row(2, manly, '1:05.00', true, 4)],
  // The server places only the run that holds the place: the best of the board.
  unofficial: [row(3, bondi, '1:02.50'), row(1, bondi, '1:00.00', false, 2)],
};

function show() {
  return renderRoutes([{ path: '/Account/MyResults', element: <MyResultsPage /> }], '/Account/MyResults');
}

const list = (name: string) => screen.getByRole('list', { name });

describe('MyResultsPage', () => {
  it('shows the counts, the latest time against the best before it, and both lists newest first', async () => {
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) => sendJson(response, 200, results);
    show();
    expect((await screen.findByTestId('results-count')).textContent).toBe('3');
    expect(screen.getByTestId('results-official').textContent).toBe('1');
    expect(screen.getByTestId('results-unofficial').textContent).toBe('2');
    expect(screen.getByTestId('latest-time').textContent).toBe('1:02.50');
    expect(screen.getByTestId('latest-trend').textContent).toBe('4.17% slower than your best before it.');
    expect(within(list('Comp times')).getAllByRole('listitem')).toHaveLength(1);
    const casual = within(list('Social times')).getAllByRole('listitem');
    expect(casual.map((item) => item.textContent?.slice(0, 7))).toEqual(['1:02.50', '1:00.00']);
    // Official times have no Delete: only an admin may delete them.
    expect(within(list('Comp times')).queryByRole('button')).toBeNull();
    // A place only where the answer gives one: on the best run, not on the slower latest one.
    expect(casual.map((item) => item.textContent?.includes('Place'))).toEqual([false, true]);
    expect(casual[1]?.textContent).toContain('Place 2: your best here');
    expect(within(list('Comp times')).getByText('Place 4: your best here')).toBeTruthy();
    // Two lists that fit one page have no pager.
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).toBeNull();
  });

  it('shows ten runs a page with a pager, keeping Delete on each row', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      row(index + 1, bondi, `1:${String(index + 10).padStart(2, '0')}.00`, false, index === 22 ? 7 : null),
    );
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) =>
      sendJson(response, 200, { ...results, count: 24, totalUnofficial: 23, unofficial: many });
    show();
    const items = async () => within(list('Social times')).getAllByRole('listitem');
    expect(await waitFor(items)).toHaveLength(10);
    expect(screen.getByText('Times 1–10 of 23')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of Social times' });
    fireEvent.click(within(pager).getByRole('button', { name: '3' }));
    const last = await items();
    expect(last.map((item) => item.textContent?.slice(0, 7))).toEqual(['1:30.00', '1:31.00', '1:32.00']);
    expect(screen.getByText('Times 21–23 of 23')).toBeTruthy();
    expect(last[2]?.textContent).toContain('Place 7: your best here');
    expect(
      within(list('Social times')).getAllByRole('button', { name: /^Delete 1:3\d\.00 at Bondi on / }),
    ).toHaveLength(3);
    // The location filter starts the list again at its first page.
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '1' } });
    expect(await items()).toHaveLength(10);
  });

  it('says why a run was removed from the boards and shows its crossing photos', async () => {
    const gateRun: OwnRun = {
      ...results.unofficial[0],
      timingMethod: 'gate',
      witnessed: true,
      removedReason: 'Started past the line',
      photos: { start: '/uploads/s.webp', finish: null },
    };
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) =>
      sendJson(response, 200, { ...results, unofficial: [gateRun, results.unofficial[1]] });
    show();
    const [removed, plain] = await waitFor(() => within(list('Social times')).getAllByRole('listitem'));
    expect(removed?.textContent).toContain('Removed from the boards: Started past the line');
    // A run off the boards has no place on them.
    expect(removed?.textContent).not.toContain('Place');
    expect(plain?.textContent).toContain('Place');
    expect(within(removed as HTMLElement).getByRole('img', { name: 'Start crossing' })).toBeTruthy();
    expect(within(removed as HTMLElement).queryByRole('img', { name: 'Finish crossing' })).toBeNull();
    expect(plain?.textContent).not.toContain('Removed');
    expect(within(plain as HTMLElement).queryByRole('img')).toBeNull();
  });

  it("shows a marked Comp run's fail, its penalty and every mark in course order", async () => {
    const marked: OwnRun = {
      ...results.official[0],
      obstaclesCleared: 2,
      penaltyMs: 30_000,
      rankedMs: 95_002,
      obstacles: [
        { equipmentId: 7, cleared: true, ms: 5_000 },
        { equipmentId: 4, cleared: true, ms: 12_000 },
        { equipmentId: 9, cleared: false, ms: 20_000 },
      ],
    };
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) =>
      sendJson(response, 200, { ...results, official: [marked] });
    show();
    const marks = await screen.findByTestId('run-marks');
    expect(within(marks).getByText('Obstacle 3 failed at 0:20.00')).toBeTruthy();
    expect(within(marks).getByText('Penalty +30 s, total 1:35.00')).toBeTruthy();
    const items = within(within(marks).getByRole('list', { name: 'Obstacle marks' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Obstacle 1 cleared 0:05.00',
      'Obstacle 2 cleared 0:12.00',
      'Obstacle 3 failed 0:20.00',
    ]);
    // A run without marks shows none.
    expect(within(list('Social times')).queryByTestId('run-marks')).toBeNull();
  });

  it('filters both lists by location and charts the times there', async () => {
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) => sendJson(response, 200, results);
    api.routes['POST /api/Leaderboard/ListUserResults'] = (_request, response) =>
      sendJson(response, 200, results.unofficial);
    show();
    const filter = await screen.findByLabelText('Location');
    expect(screen.getByText('Choose a location to see your times there over time.')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '1' } });
    expect(screen.getByText(messages.noCompTimes)).toBeTruthy();
    expect(within(list('Social times')).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(api.hits('/api/Leaderboard/ListUserResults')).toHaveLength(1));
    expect(JSON.parse(api.hits('/api/Leaderboard/ListUserResults')[0]?.body ?? '{}')).toEqual({
      locationId: 1,
    });
    expect(await screen.findByRole('heading', { name: 'Your times at Bondi' })).toBeTruthy();
  });

  it('deletes a casual time after asking, and it leaves the list', async () => {
    let current = results;
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) => sendJson(response, 200, current);
    api.routes['DELETE /api/Leaderboard/Delete/1'] = (_request, response) => {
      current = { ...results, count: 2, totalUnofficial: 1, unofficial: [results.unofficial[0]] };
      sendJson(response, 200, { ok: true });
    };
    show();
    const label = `Delete 1:00.00 at Bondi on ${formatDate(results.unofficial[1].timeCompleted)}`;
    fireEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this time?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.timeRemoved)).toBeTruthy();
    await waitFor(() => expect(within(list('Social times')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByTestId('results-unofficial').textContent).toBe('1');
    expect(api.hits('/api/Leaderboard/Delete/1')[0]?.method).toBe('DELETE');
  });

  it('keeps the time and says why when the server refuses', async () => {
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) => sendJson(response, 200, results);
    api.routes['DELETE /api/Leaderboard/Delete/3'] = (_request, response) =>
      sendJson(response, 403, { error: 'You may not delete this time' });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Delete 1:02\.50 at Bondi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this time?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The time could not be deleted. You may not delete this time',
    );
    expect(within(list('Social times')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says No times recorded when the member has none', async () => {
    api.routes['GET /api/Leaderboard/MyResults'] = (_request, response) =>
      sendJson(response, 200, {
        ...results,
        count: 0,
        totalOfficial: 0,
        totalUnofficial: 0,
        time: null,
        official: [],
        unofficial: [],
      });
    show();
    expect(await screen.findByText(messages.noTimesRecorded)).toBeTruthy();
  });
});
