import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRule } from '../../../../shared/event-format';
import { messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { paths } from '../../../lib/paths';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { stubEventSource } from '../../../lib/test-event-source';
import { renderRoutes } from '../../../lib/test-render';
import { routes } from '../../../router';

const api = setUpTestApiServer();
stubEventSource();

const location = { id: 3, name: 'South Bank', path: 'south-bank' };
const timeTrial: Event = {
  id: 9,
  name: 'South Bank Open',
  path: 'south-bank-open',
  content: '',
  locationId: 3,
  location,
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};

function row(
  id: number,
  userName: string,
  standing: number,
  figures: Partial<LeaderboardRow> = {},
): LeaderboardRow {
  return {
    id,
    user: { userName, current: { url: null } },
    duration: 60_000 + standing * 1_000,
    tsDuration: `1:0${standing}.00`,
    timeStarted: '2026-05-01T01:00:00.000Z',
    timeCompleted: '2026-05-01T01:10:00.000Z',
    officialTime: true,
    timingMethod: 'referee',
    witnessed: true,
    location,
    standing,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 60_000 + standing * 1_000,
    ...figures,
  };
}

function serve(event: Event, board: LeaderboardRow[]) {
  api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, event);
  api.routes['GET /api/Leaderboard/Event/9?period=all&limit=50'] = (_request, response) =>
    sendJson(response, 200, board, { 'X-Total-Count': String(board.length) });
}

const board = () => screen.findByRole('region', { name: 'Event results' });
const headers = (region: HTMLElement) =>
  within(region)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('EventPage', () => {
  it('shows a time trial as it always did: no rule line, Competitor / Date / Time', async () => {
    serve(timeTrial, [row(1, 'ana', 1)]);
    renderRoutes(routes, paths.event(timeTrial.path));
    const results = await board();
    await within(results).findByRole('table', { name: 'Comp Leaderboard' });
    expect(headers(results)).toEqual(['Competitor', 'Date', 'Time']);
    expect(within(results).queryByText(formatRule('time', null))).toBeNull();
  });

  it("says how a penalty event is scored under the board's heading and shows its Penalty and Total", async () => {
    const penalty: Event = { ...timeTrial, format: 'penalty', penaltySeconds: 30 };
    serve(penalty, [
      row(1, 'ana', 1),
      row(2, 'bo', 2, { obstaclesCleared: 2, penaltyMs: 30_000, rankedMs: 92_000 }),
    ]);
    renderRoutes(routes, paths.event(penalty.path));
    const results = await board();
    await within(results).findByRole('table', { name: 'Comp Leaderboard' });
    expect(within(results).getByText('Fastest time wins; each failed obstacle adds 30 s')).toBeTruthy();
    expect(headers(results)).toEqual(['Competitor', 'Date', 'Time', 'Penalty', 'Total']);
    const bo = within(results).getAllByTestId('leaderboard-row')[1];
    expect(
      within(bo)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['1:02.00', '+30 s', '1:32.00']);
  });

  it('says the rule of an obstacles event on its empty board too', async () => {
    const obstacles: Event = { ...timeTrial, format: 'obstacles' };
    serve(obstacles, []);
    renderRoutes(routes, paths.event(obstacles.path));
    const results = await board();
    expect(await within(results).findByText(messages.noCompTimes)).toBeTruthy();
    expect(within(results).getByText(formatRule('obstacles', null))).toBeTruthy();
  });
});
