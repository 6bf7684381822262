/** One Server-Sent Event as a client reads it. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

export interface EventStreamClient {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves once the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads an SSE stream over real HTTP (fetch), parsing events as they arrive. */
export async function openEventStreamClient(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const body = response.body;

  const ended = (async () => {
    if (!body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { event: 'message', data: '', at: performance.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') {
              event.data = hasData ? `${event.data}\n${value}` : value;
              hasData = true;
            }
          }
          if (hasData) {
            events.push(event);
            for (const wake of waiters) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    }
  })();

  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    waitFor: (predicate, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms (received ${events.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
}
