import { describe, expect, it } from 'vitest';
import { sendJson, setUpTestApiServer } from '../test-api-server';
import { phoneClock, syncClock } from './clock-sync';

/**
 * Two "phones" measure their offset to a real HTTP server on loopback that answers its own clock, as
 * GET /api/Gate/Clock does. One phone's clock is set 93.7 s ahead; both must place the same server
 * instant within 20 ms of each other.
 */
const api = setUpTestApiServer();
const CLOCK = 'GET /api/Gate/Clock';
const SKEW_MS = 93_712.5;

function serveClock(): void {
  api.routes[CLOCK] = (_request, response) => sendJson(response, 200, { serverTime: phoneClock() });
}

describe('syncClock', () => {
  it('gives two phones, one skewed, offsets that agree within 20 ms', async () => {
    serveClock();
    const first = await syncClock();
    const second = await syncClock({ now: () => phoneClock() + SKEW_MS });
    expect(api.hits('/api/Gate/Clock')).toHaveLength(16);
    expect(first.samples).toBe(8);
    // The same server instant as each phone would compute it from its own clock reading.
    const instant = phoneClock();
    const onFirst = instant + first.offsetMs;
    const onSecond = instant + SKEW_MS + second.offsetMs;
    const gap = Math.abs(onFirst - onSecond);
    // Each offset is within its half round trip of the truth, so the two within the sum of both.
    expect(gap).toBeLessThanOrEqual(first.uncertaintyMs + second.uncertaintyMs);
    expect(gap).toBeLessThan(20);
    expect(Math.abs(onFirst - instant)).toBeLessThanOrEqual(first.uncertaintyMs);
    expect(Math.abs(second.offsetMs + SKEW_MS)).toBeLessThanOrEqual(second.uncertaintyMs);
  });

  it('skips a failed round trip and throws only when none succeeds', async () => {
    let calls = 0;
    api.routes[CLOCK] = (_request, response) => {
      calls += 1;
      if (calls % 2 === 1) sendJson(response, 503, { error: 'busy' });
      else sendJson(response, 200, { serverTime: phoneClock() });
    };
    expect((await syncClock({ rounds: 4 })).samples).toBe(2);
    api.routes[CLOCK] = (_request, response) => sendJson(response, 503, { error: 'busy' });
    await expect(syncClock({ rounds: 3 })).rejects.toThrow();
  });
});
