import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GateCrossingBody } from '../../../../../shared/schemas/gate';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { settleWithin, useGateWitness } from './use-gate-witness';

const api = setUpTestApiServer();

/** The server's clock stands this far ahead of the phone's (a phone set 90 s slow). */
const SKEW_MS = 90_000;

/** A server that makes solo pairing 7, tells its clock and takes crossings. */
function serveGate(options: { createStatus?: number } = {}) {
  api.routes['POST /api/Gate/CreatePairing'] = (_request, response) =>
    options.createStatus
      ? sendJson(response, options.createStatus, { error: 'No' })
      : sendJson(response, 200, { id: 7, state: 'paired', solo: true });
  api.routes['GET /api/Gate/Clock'] = (_request, response) =>
    sendJson(response, 200, { serverTime: performance.timeOrigin + performance.now() + SKEW_MS });
  api.routes['POST /api/Gate/PostCrossing'] = (_request, response) => sendJson(response, 200, { id: 7 });
}

const crossings = () =>
  api.hits('/api/Gate/PostCrossing').map((request) => JSON.parse(request.body) as GateCrossingBody);

async function armed(enabled = true) {
  const hook = renderHook(() => useGateWitness({ locationId: 3, enabled }));
  await act(() => hook.result.current.prepare());
  return hook;
}

describe('useGateWitness', () => {
  it('opens a solo pairing, posts both crossings on the server’s clock and records the run as posted', async () => {
    serveGate();
    const { result } = await armed();
    expect(api.hits('/api/Gate/Clock')).toHaveLength(8);
    expect(JSON.parse(api.hits('/api/Gate/CreatePairing')[0]?.body ?? '{}')).toEqual({
      locationId: 3,
      solo: true,
    });
    const phoneStart = 1_000_000;
    act(() => result.current.start(phoneStart));
    const record = await result.current.finish({ startedAt: phoneStart, stoppedAt: phoneStart + 31_234 });
    expect(record.gatePairingId).toBe(7);
    // The phone's instants moved onto the server's clock (within the offset's measurement).
    expect(Math.abs(record.startedAt - (phoneStart + SKEW_MS))).toBeLessThan(100);
    expect(record.stoppedAt - record.startedAt).toBeGreaterThanOrEqual(31_233);
    expect(record.stoppedAt - record.startedAt).toBeLessThanOrEqual(31_235);
    const [start, finish] = crossings();
    expect(start).toMatchObject({ pairingId: 7, role: 'start', at: record.startedAt });
    expect(finish).toMatchObject({ pairingId: 7, role: 'finish', at: record.stoppedAt });
    expect(start?.uncertaintyMs).toBeGreaterThanOrEqual(0);
    // The crossings' photos arrive a moment after the finish: they still go to this run's pairing.
    expect(result.current.pairingId()).toBe(7);
  });

  it('times the run on the phone’s own clock, naming no pairing, when the pairing cannot be made (no signal)', async () => {
    serveGate({ createStatus: 503 });
    const { result } = await armed();
    act(() => result.current.start(5_000));
    const record = await result.current.finish({ startedAt: 5_000, stoppedAt: 40_000 });
    expect(record).toEqual({ startedAt: 5_000, stoppedAt: 40_000 });
    expect(crossings()).toEqual([]);
    expect(result.current.pairingId()).toBeNull();
  });

  it('still records a run with its pairing when the finish’s post gets no answer', async () => {
    serveGate();
    const { result } = await armed();
    act(() => result.current.start(2_000));
    api.routes['POST /api/Gate/PostCrossing'] = (_request, response) =>
      sendJson(response, 503, { error: 'Down' });
    const record = await result.current.finish({ startedAt: 2_000, stoppedAt: 40_000 });
    // The save names the pairing with the instants posted: the server takes whatever reached it as the run.
    expect(record.gatePairingId).toBe(7);
    expect(crossings()).toHaveLength(2);
  });

  it('asks nothing of the server for a guest', async () => {
    serveGate();
    const { result } = await armed(false);
    act(() => result.current.start(5_000));
    expect(await result.current.finish({ startedAt: 5_000, stoppedAt: 40_000 })).toEqual({
      startedAt: 5_000,
      stoppedAt: 40_000,
    });
    expect(api.seen).toEqual([]);
  });
});

describe('settleWithin', () => {
  it('gives the value, or null for a failure or an answer later than the limit', async () => {
    expect(await settleWithin(Promise.resolve(4), 50)).toBe(4);
    expect(await settleWithin(Promise.reject(new Error('offline')), 50)).toBeNull();
    expect(await settleWithin(new Promise((resolve) => setTimeout(() => resolve(1), 200)), 20)).toBeNull();
  });
});
