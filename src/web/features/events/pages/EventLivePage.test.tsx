import { screen, waitFor, within } from '@testing-library/react';
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
const { made: streams } = stubEventSource();

const location = { id: 3, name: 'South Bank', path: 'south-bank' };
const event: Event = {
  id: 9,
  name: 'South Bank Open',
  path: 'south-bank-open',
  content: '<p>Open to everyone.</p>',
  locationId: 3,
  location,
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};

function row(id: number, userName: string, standing: number, finishMinute: number): LeaderboardRow {
  return {
    id,
    user: { userName, current: { url: null } },
    duration: 60_000 + standing * 1_000,
    tsDuration: `1:0${standing}.00`,
    timeStarted: '2026-05-01T01:00:00.000Z',
    timeCompleted: `2026-05-01T01:${String(finishMinute).padStart(2, '0')}:00.000Z`,
    officialTime: true,
    timingMethod: 'referee',
    witnessed: true,
    location,
    standing,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 60_000 + standing * 1_000,
  };
}

function serve(...boards: LeaderboardRow[][]) {
  api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, event);
  api.routes['GET /api/Leaderboard/Event/9?period=all&limit=50'] = (_request, response) =>
    sendJson(response, 200, boards.length > 1 ? boards.shift() : boards[0]);
}

describe('EventLivePage', () => {
  it('shows the event, the latest times newest first and the places, without the app chrome', async () => {
    serve([row(1, 'ana', 1, 10), row(2, 'bo', 2, 30), row(3, 'cy', 3, 20)]);
    renderRoutes(routes, paths.eventLive(event.path));

    expect(await screen.findByRole('heading', { level: 1, name: event.name })).toBeTruthy();
    const latest = await screen.findByTestId('big-screen-latest');
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('bo'), expect.stringContaining('cy'), expect.stringContaining('ana')]);
    const top = screen.getByTestId('big-screen-top');
    expect(within(top).getAllByRole('listitem')[0]?.textContent).toBe('1ana1:01.00');
    expect(screen.getByText(/^Updated \d{1,2}:\d\d:\d\d [ap]m$/)).toBeTruthy();
    expect(screen.queryByRole('banner', { name: /CourseClock/i })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(streams[0] && new URL(streams[0].url).pathname).toBe('/api/Live/Event/9');
  });

  it('adds a recorded time when the stream says the board changed', async () => {
    serve([row(1, 'ana', 1, 10)], [row(1, 'ana', 1, 10), row(2, 'dee', 2, 40)]);
    renderRoutes(routes, paths.eventLive(event.path));
    const latest = await screen.findByTestId('big-screen-latest');
    expect(within(latest).getAllByRole('listitem')).toHaveLength(1);

    streams[0]?.opened();
    expect(await screen.findByText('● Live')).toBeTruthy();
    streams[0]?.send('board', { locationId: 3, eventId: 9, official: true, resync: false });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')[0]?.textContent).toContain('dee'));
  });

  it("says a penalty event's rule and shows each place's penalty and total; the latest say time and penalty", async () => {
    const penalty: Event = { ...event, format: 'penalty', penaltySeconds: 30 };
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, penalty);
    api.routes['GET /api/Leaderboard/Event/9?period=all&limit=50'] = (_request, response) =>
      sendJson(response, 200, [
        row(1, 'ana', 1, 10),
        { ...row(2, 'bo', 2, 30), penaltyMs: 30_000, rankedMs: 92_000, obstaclesCleared: 2 },
      ]);
    renderRoutes(routes, paths.eventLive(penalty.path));
    expect(await screen.findByText('Fastest time wins; each failed obstacle adds 30 s')).toBeTruthy();
    const top = await screen.findByTestId('big-screen-top');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1anaPenalty —Total 1:01.00', '2boPenalty +30 sTotal 1:32.00']);
    const [newest] = within(screen.getByTestId('big-screen-latest')).getAllByRole('listitem');
    expect(newest.textContent).toContain('time 1:02.00 · penalty +30 s');
    expect(newest.textContent).toMatch(/1:32\.00$/);
  });

  it("shows an obstacles event's cleared count and the last cleared obstacle's time", async () => {
    const obstacles: Event = { ...event, format: 'obstacles' };
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, obstacles);
    api.routes['GET /api/Leaderboard/Event/9?period=all&limit=50'] = (_request, response) =>
      sendJson(response, 200, [{ ...row(1, 'ana', 1, 10), obstaclesCleared: 4, rankedMs: 45_670 }]);
    renderRoutes(routes, paths.eventLive(obstacles.path));
    expect(await screen.findByText(formatRule('obstacles', null))).toBeTruthy();
    const top = await screen.findByTestId('big-screen-top');
    expect(within(top).getByRole('listitem').textContent).toBe('1ana4 cleared0:45.67');
    expect(within(screen.getByTestId('big-screen-latest')).getByRole('listitem').textContent).toContain(
      '4 cleared',
    );
  });

  it('says no rule at a time trial', async () => {
    serve([row(1, 'ana', 1, 10)]);
    renderRoutes(routes, paths.eventLive(event.path));
    await screen.findByTestId('big-screen-top');
    expect(screen.queryByText(formatRule('time', null))).toBeNull();
  });

  it("says 'No Comp times recorded' for an empty board", async () => {
    serve([]);
    renderRoutes(routes, paths.eventLive(event.path));
    expect(await screen.findByText(messages.noCompTimes)).toBeTruthy();
  });

  it('says which event is missing for an unknown path', async () => {
    api.routes['POST /api/Event/GetSingle'] = (_request, response) =>
      sendJson(response, 404, { error: 'Event not found' });
    renderRoutes(routes, paths.eventLive('nowhere'));
    expect(await screen.findByText('There is no event at “nowhere”.')).toBeTruthy();
  });
});
