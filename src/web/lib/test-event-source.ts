/**
 * Test helper (not app code): a stand-in for the browser's EventSource, which happy-dom lacks. The
 * test plays the network: it opens the stream, sends events, drops or refuses it.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { EventSourceLike, PageVisibility } from './live-board';

class TestEventSource implements EventSourceLike {
  readyState = 0;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.readyState = 2;
  }

  get closed(): boolean {
    return this.readyState === 2;
  }

  private dispatch(event: Event): void {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  /** The server answered 200 text/event-stream. */
  opened(): void {
    this.readyState = 1;
    this.dispatch(new Event('open'));
  }

  send(type: string, data: unknown = {}): void {
    this.dispatch(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The connection dropped; the browser will reconnect by itself. */
  dropped(): void {
    this.readyState = 0;
    this.dispatch(new Event('error'));
  }

  /** The browser gave up (a 429, a 404, not an event stream). */
  refused(): void {
    this.readyState = 2;
    this.dispatch(new Event('error'));
  }
}

/** Every stream opened through `open`, newest last. */
export function testEventSources() {
  const made: TestEventSource[] = [];
  return {
    made,
    open: (url: string) => {
      const source = new TestEventSource(url);
      made.push(source);
      return source;
    },
    last: (): TestEventSource => {
      const source = made.at(-1);
      if (!source) throw new Error('No stream was opened');
      return source;
    },
  };
}

/**
 * TestEventSource stands in for the browser's EventSource in every test of the file: `made` holds
 * the streams the code under test opened in the current test, newest last.
 */
export function stubEventSource() {
  const sources = testEventSources();
  beforeEach(() => {
    sources.made.length = 0;
    vi.stubGlobal(
      'EventSource',
      class extends TestEventSource {
        constructor(url: string) {
          super(url);
          sources.made.push(this);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return sources;
}

/** A page whose visibility the test switches. */
export function testVisibility(hidden = false): PageVisibility & { set(hidden: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    hidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
}
