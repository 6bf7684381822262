import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BOARD_EVENT, HEARTBEAT_EVENT } from '../../shared/live-events';
import { apiUrl } from '../lib/api-base';
import { followLiveBoard, type LiveMode } from '../lib/live-board';
import { leaderboardKeys } from './leaderboard';

/** A board that has a live stream: an event's, or a location's casual and Comp boards together. */
export type LiveBoard = { eventId: number } | { locationId: number };

/** GET /Live/Event/{id} or /Live/Location/{id}: the board's Server-Sent Events stream. */
export function liveBoardUrl(board: LiveBoard): string {
  return 'eventId' in board
    ? apiUrl(`/Live/Event/${encodeURIComponent(board.eventId)}`)
    : apiUrl(`/Live/Location/${encodeURIComponent(board.locationId)}`);
}

/**
 * What a change of the board makes stale: its queries in every period, and the overview (which shows
 * the top of every location's boards; invalidating it refetches it only where it is on screen).
 */
function liveBoardKeys(board: LiveBoard): QueryKey[] {
  const own =
    'eventId' in board
      ? leaderboardKeys.eventBoards(board.eventId)
      : leaderboardKeys.locationBoards(board.locationId);
  return [own, leaderboardKeys.overviews()];
}

/**
 * Keeps the board's queries fresh while the component is mounted: follows the board's stream and
 * refetches on each change, polls when the stream fails, rests while the tab is hidden
 * (src/web/lib/live-board.ts). Answers how it is following, e.g. for a "live" badge.
 */
export function useLiveBoard(board: LiveBoard): LiveMode {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('connecting');
  const url = liveBoardUrl(board);
  // Serialised so an inline `{ eventId }` object does not reopen the stream on every render.
  const keys = JSON.stringify(liveBoardKeys(board));

  useEffect(() => {
    const stale = JSON.parse(keys) as QueryKey[];
    const follower = followLiveBoard({
      url,
      events: { change: BOARD_EVENT, heartbeat: HEARTBEAT_EVENT },
      onChange: () => {
        for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
      },
      onMode: setMode,
    });
    return () => follower.stop();
  }, [queryClient, url, keys]);

  return mode;
}
