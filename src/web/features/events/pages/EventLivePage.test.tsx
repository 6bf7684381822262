import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
