import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { createQueryClient } from '../lib/query-client';
import { sendJson, setUpTestApiServer } from '../lib/test-api-server';
import { stubEventSource } from '../lib/test-event-source';
import { renderWithProviders } from '../lib/test-render';
import { leaderboardKeys, useListResults } from './leaderboard';
import { type LiveBoard, liveBoardUrl, useLiveBoard } from './live';

const api = setUpTestApiServer();

/** Every EventSource the code under test opened, newest last (happy-dom has none of its own). */
const { made: streams, last: lastStream } = stubEventSource();

function row(id: number, userName: string): LeaderboardRow {
  return {
    id,
    user: { userName, current: { url: null } },
    duration: 61_000,
    tsDuration: '1:01.00',
    timeStarted: '2026-05-01T00:00:00.000Z',
    timeCompleted: '2026-05-01T00:01:01.000Z',
    officialTime: true,
    timingMethod: 'referee',
    witnessed: true,
    location: { id: 3, name: 'South Bank', path: 'south-bank' },
    standing: id,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 61_000,
  };
}

/** A wrapper giving the hook one query client for all its renders. */
function withQueryClient(queryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

function CompBoard({ locationId }: { locationId: number }) {
  useLiveBoard({ locationId });
  const board = useListResults({ locationId, period: 'all', official: true });
  return <p>{board.data ? board.data.rows.map((r) => r.user.userName).join(', ') || 'empty' : 'loading'}</p>;
}

describe('useLiveBoard', () => {
  it("follows the location's stream, refetches its board on a change and closes the stream on unmount", async () => {
    const answers = [[row(1, 'ana')], [row(1, 'ana'), row(2, 'bo')]];
    api.routes['POST /api/Leaderboard/ListResults'] = (_request, response) =>
      sendJson(response, 200, answers.length > 1 ? answers.shift() : answers[0]);

    const view = renderWithProviders(<CompBoard locationId={3} />);
    expect(await screen.findByText('ana')).toBeTruthy();
    expect(streams).toHaveLength(1);
    expect(lastStream().url).toBe(liveBoardUrl({ locationId: 3 }));
    expect(new URL(lastStream().url).pathname).toBe('/api/Live/Location/3');

    lastStream().opened();
    lastStream().send('board', { locationId: 3, eventId: 5, official: true, resync: false });
    expect(await screen.findByText('ana, bo')).toBeTruthy();
    expect(api.hits('/api/Leaderboard/ListResults')).toHaveLength(2);

    view.unmount();
    expect(lastStream().closed).toBe(true);
  });

  it("marks the event's board in every period and the overview stale, and no other board", async () => {
    const queryClient = createQueryClient();
    const keys = {
      event7: leaderboardKeys.event(7, 'all'),
      event7Week: leaderboardKeys.event(7, 'week'),
      overview: leaderboardKeys.overview('all'),
      event8: leaderboardKeys.event(8, 'all'),
      location7: leaderboardKeys.location({ locationId: 7, period: 'all', official: true }),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    renderHook(() => useLiveBoard({ eventId: 7 } satisfies LiveBoard), {
      wrapper: withQueryClient(queryClient),
    });
    expect(new URL(lastStream().url).pathname).toBe('/api/Live/Event/7');

    lastStream().opened();
    lastStream().send('board', { locationId: 3, eventId: 7, official: true, resync: false });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(stale(keys.event7)).toBe(true));
    expect(stale(keys.event7Week)).toBe(true);
    expect(stale(keys.overview)).toBe(true);
    expect(stale(keys.event8)).toBe(false);
    expect(stale(keys.location7)).toBe(false);
  });

  it('keeps one stream across re-renders with a new board object', () => {
    const { rerender } = renderHook(({ eventId }) => useLiveBoard({ eventId }), {
      initialProps: { eventId: 7 },
      wrapper: withQueryClient(),
    });
    rerender({ eventId: 7 });
    expect(streams).toHaveLength(1);
    rerender({ eventId: 8 });
    expect(streams).toHaveLength(2);
    expect(streams[0]?.closed).toBe(true);
  });

  it('reports polling when the stream is refused', async () => {
    const { result } = renderHook(() => useLiveBoard({ eventId: 7 }), { wrapper: withQueryClient() });
    expect(result.current).toBe('connecting');
    lastStream().refused();
    await waitFor(() => expect(result.current).toBe('polling'));
  });
});
