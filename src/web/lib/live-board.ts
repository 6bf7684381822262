/**
 * Following one live board stream (GET /api/Live/…, Server-Sent Events) without React: the hook
 * useLiveBoard (src/web/api/live.ts) wraps this and turns `onChange` into query invalidations.
 *
 * - A `board` event (or several within DEBOUNCE_MS) → one `onChange`.
 * - The stream counts as failed when the browser gives up on it (error with readyState CLOSED: a 429,
 *   a 404, a server that is not answering SSE), when nothing (not even the `heartbeat` event the
 *   server sends every 15 s) arrived for SILENCE_MS, or when the browser has no EventSource. Then the
 *   board is refreshed every POLL_MS and the stream retried with exponential backoff and jitter (so
 *   a room of TVs does not reconnect in step); once it opens again, polling stops.
 * - While the tab is hidden nothing runs (no stream, no polling); when it shows again the board is
 *   refreshed at once and the stream reopened.
 * - Any open after the first (the browser's own reconnect included) refreshes, since events may have
 *   been missed meanwhile. The first open does not: the board was just loaded.
 */

export const LIVE_TIMING = {
  debounceMs: 300,
  /** Three missed heartbeats. */
  silenceMs: 45_000,
  pollMs: 15_000,
  retryFirstMs: 2_000,
  retryMaxMs: 60_000,
};
type LiveTiming = typeof LIVE_TIMING;

/** What the follower uses of the browser's EventSource. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}
type OpenEventSource = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

/** Whether the page is shown, and a way to hear when that changes. */
export interface PageVisibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

const documentVisibility: PageVisibility = {
  hidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** The browser's EventSource, or undefined where there is none (then the board is polled). */
function browserEventSource(): OpenEventSource | undefined {
  const Source = globalThis.EventSource;
  return Source ? (url) => new Source(url) : undefined;
}

/** live: stream open; connecting: waiting for it; polling: stream failed; paused: tab hidden. */
export type LiveMode = 'connecting' | 'live' | 'polling' | 'paused';

interface FollowOptions {
  url: string;
  /** The SSE event names of a board change and of the keep-alive. */
  events: { change: string; heartbeat: string };
  /** Refresh the board (called debounced for events, directly for polls and resyncs). */
  onChange: () => void;
  onMode?: (mode: LiveMode) => void;
  open?: OpenEventSource;
  visibility?: PageVisibility;
  timing?: LiveTiming;
  /** 0 ≤ random() < 1, for the retry jitter. */
  random?: () => number;
}

export function followLiveBoard(options: FollowOptions): { stop(): void } {
  const { url, events, onChange, onMode = () => {}, visibility = documentVisibility } = options;
  const { open = browserEventSource(), timing = LIVE_TIMING, random = Math.random } = options;
  let source: EventSourceLike | undefined;
  let opens = 0;
  let failures = 0;
  let mode: LiveMode | undefined;
  const timers = { debounce: 0, silence: 0, retry: 0, poll: 0 };
  type Timer = keyof typeof timers;
  const clear = (...names: Timer[]) => {
    for (const name of names) {
      clearTimeout(timers[name]);
      clearInterval(timers[name]);
      timers[name] = 0;
    }
  };
  const setMode = (next: LiveMode) => {
    if (next === mode) return;
    mode = next;
    onMode(next);
  };

  const changed = () => {
    if (timers.debounce) return;
    timers.debounce = window.setTimeout(() => {
      timers.debounce = 0;
      onChange();
    }, timing.debounceMs);
  };

  const heard = () => {
    clear('silence');
    timers.silence = window.setTimeout(fail, timing.silenceMs);
  };

  function connect() {
    if (!open) {
      startPolling();
      return;
    }
    const current = open(url);
    source = current;
    if (mode !== 'polling') setMode('connecting');
    heard();
    current.addEventListener('open', () => {
      if (current !== source) return;
      if (opens++ > 0) changed();
      failures = 0;
      clear('poll', 'retry');
      setMode('live');
      heard();
    });
    current.addEventListener(events.change, () => {
      if (current !== source) return;
      heard();
      changed();
    });
    current.addEventListener(events.heartbeat, () => {
      if (current === source) heard();
    });
    current.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself (the silence timer still watches it).
      if (current === source && current.readyState === CLOSED) fail();
    });
  }

  function closeSource() {
    source?.close();
    source = undefined;
    clear('silence');
  }

  function startPolling() {
    if (!timers.poll) timers.poll = window.setInterval(onChange, timing.pollMs);
    setMode('polling');
  }

  function fail() {
    closeSource();
    // The first failure refreshes at once (events may have been lost); later ones leave it to polling.
    if (mode !== 'polling') onChange();
    startPolling();
    const backoff = Math.min(timing.retryMaxMs, timing.retryFirstMs * 2 ** failures++);
    clear('retry');
    timers.retry = window.setTimeout(connect, backoff * (0.5 + random()));
  }

  function pause() {
    closeSource();
    clear('debounce', 'retry', 'poll');
    setMode('paused');
  }

  function resume() {
    // Refreshed here, so the stream's next open counts as a first one and does not refresh again.
    opens = 0;
    failures = 0;
    onChange();
    connect();
  }

  const unlisten = visibility.onChange(() => {
    if (visibility.hidden()) pause();
    else if (mode === 'paused') resume();
  });
  if (visibility.hidden()) pause();
  else connect();

  return {
    stop() {
      unlisten();
      closeSource();
      clear('debounce', 'retry', 'poll');
    },
  };
}
