import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLiveBoard, LIVE_TIMING, type LiveMode } from './live-board';
import { testEventSources, testVisibility } from './test-event-source';

const URL = 'http://api.test/api/Live/Event/7';
const events = { change: 'board', heartbeat: 'heartbeat' };
const { debounceMs, silenceMs, pollMs, retryFirstMs, retryMaxMs } = LIVE_TIMING;

/** A follower with a test network and page; `refreshes()` counts the onChange calls so far. */
function follow({ hidden = false, withEventSource = true } = {}) {
  const sources = testEventSources();
  const visibility = testVisibility(hidden);
  const modes: LiveMode[] = [];
  let count = 0;
  const follower = followLiveBoard({
    url: URL,
    events,
    onChange: () => count++,
    onMode: (mode) => modes.push(mode),
    open: withEventSource ? sources.open : undefined,
    visibility,
    random: () => 0.5,
  });
  return { sources, visibility, modes, follower, refreshes: () => count };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('followLiveBoard', () => {
  it('turns a burst of board events into one refresh, and ignores heartbeats', () => {
    const { sources, refreshes, modes } = follow();
    expect(sources.last().url).toBe(URL);
    sources.last().opened();
    expect(refreshes()).toBe(0);
    expect(modes).toEqual(['connecting', 'live']);

    sources.last().send('board', { eventId: 7 });
    vi.advanceTimersByTime(100);
    sources.last().send('board', { eventId: 7 });
    sources.last().send('heartbeat');
    expect(refreshes()).toBe(0);
    vi.advanceTimersByTime(debounceMs);
    expect(refreshes()).toBe(1);

    sources.last().send('heartbeat');
    vi.advanceTimersByTime(debounceMs * 2);
    expect(refreshes()).toBe(1);
    sources.last().send('board', { eventId: 7 });
    vi.advanceTimersByTime(debounceMs);
    expect(refreshes()).toBe(2);
  });

  it('refreshes when the browser reconnects a dropped stream, not on the first open', () => {
    const { sources, refreshes } = follow();
    sources.last().opened();
    sources.last().dropped();
    vi.advanceTimersByTime(5_000);
    expect(sources.made).toHaveLength(1);
    expect(refreshes()).toBe(0);
    sources.last().opened();
    // The server's resync event right after the reopen joins the same refresh.
    sources.last().send('board', { resync: true });
    vi.advanceTimersByTime(debounceMs);
    expect(refreshes()).toBe(1);
  });

  it('polls when the browser gives up on the stream, retries it with backoff, and stops polling once it opens', () => {
    const { sources, refreshes, modes } = follow();
    sources.last().opened();
    sources.last().refused();
    expect(sources.last().closed).toBe(true);
    expect(refreshes()).toBe(1);
    expect(modes.at(-1)).toBe('polling');

    // Retry after the first backoff; this one is refused too.
    vi.advanceTimersByTime(retryFirstMs);
    expect(sources.made).toHaveLength(2);
    sources.last().refused();
    expect(refreshes()).toBe(1);

    // The next wait is twice as long, and the board is polled meanwhile.
    vi.advanceTimersByTime(retryFirstMs * 2 - 1);
    expect(sources.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources.made).toHaveLength(3);
    vi.advanceTimersByTime(pollMs - retryFirstMs * 3);
    expect(refreshes()).toBe(2);

    sources.last().opened();
    expect(modes.at(-1)).toBe('live');
    vi.advanceTimersByTime(debounceMs);
    expect(refreshes()).toBe(3);
    vi.advanceTimersByTime(pollMs * 2);
    expect(refreshes()).toBe(3);
  });

  it('waits at most the longest backoff between retries', () => {
    const { sources } = follow();
    for (let attempt = 0; attempt < 8; attempt++) {
      sources.last().refused();
      vi.advanceTimersByTime(Math.min(retryMaxMs, retryFirstMs * 2 ** attempt));
      expect(sources.made).toHaveLength(attempt + 2);
    }
  });

  it('treats a stream silent for longer than three heartbeats as dead', () => {
    const { sources, refreshes, modes } = follow();
    sources.last().opened();
    vi.advanceTimersByTime(silenceMs - 1_000);
    sources.last().send('heartbeat');
    vi.advanceTimersByTime(silenceMs - 1_000);
    expect(sources.last().closed).toBe(false);
    expect(modes.at(-1)).toBe('live');

    vi.advanceTimersByTime(1_000);
    expect(sources.last().closed).toBe(true);
    expect(refreshes()).toBe(1);
    expect(modes.at(-1)).toBe('polling');
  });

  it('polls from the start where the browser has no EventSource', () => {
    const { refreshes, modes } = follow({ withEventSource: false });
    expect(modes).toEqual(['polling']);
    vi.advanceTimersByTime(pollMs * 2);
    expect(refreshes()).toBe(2);
  });

  it('opens nothing while the page is hidden, and refreshes and reconnects when it shows', () => {
    const { sources, visibility, refreshes, modes } = follow({ hidden: true });
    expect(sources.made).toHaveLength(0);
    expect(modes).toEqual(['paused']);
    vi.advanceTimersByTime(pollMs * 2);
    expect(refreshes()).toBe(0);

    visibility.set(false);
    expect(refreshes()).toBe(1);
    expect(sources.made).toHaveLength(1);
    sources.last().opened();
    vi.advanceTimersByTime(debounceMs);
    expect(refreshes()).toBe(1);
  });

  it('closes the stream and stops polling while hidden', () => {
    const { sources, visibility, refreshes } = follow();
    sources.last().refused();
    expect(refreshes()).toBe(1);
    visibility.set(true);
    vi.advanceTimersByTime(retryMaxMs + pollMs * 2);
    expect(refreshes()).toBe(1);
    expect(sources.made).toHaveLength(1);

    visibility.set(false);
    sources.last().opened();
    visibility.set(true);
    expect(sources.last().closed).toBe(true);
  });

  it('stop closes the stream and cancels every timer', () => {
    const { sources, follower, refreshes } = follow();
    sources.last().opened();
    sources.last().send('board');
    follower.stop();
    expect(sources.last().closed).toBe(true);
    vi.advanceTimersByTime(retryMaxMs + silenceMs);
    expect(refreshes()).toBe(0);
    expect(sources.made).toHaveLength(1);
  });
});
