import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import type { GatePairing } from '../../src/shared/schemas/gate';
import { DEMO } from './fixtures';
import { bearer } from './page-api';

/** A crossing picture as the phone makes it: a WebP strip with some texture, different per `seed`. */
async function crossingPicture(seed: number): Promise<Buffer> {
  const width = 376;
  const height = 244;
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % width) * 3 + Math.floor(i / width) * seed) % 256;
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .webp({ quality: 60 })
    .toBuffer();
}

/**
 * A course of the journey's own, made by the demo admin, with no minimum unless given (a gate's run
 * lasts at least the minimum): its board is only its runs.
 */
export async function adminCreatesCourse(
  request: APIRequestContext,
  name: string,
  minimumSeconds: number | null = null,
): Promise<{ id: number; path: string; name: string }> {
  const created = await request.post('/api/Location/Create', {
    headers: await bearer(request, DEMO.admin),
    data: { name, streetAddress: 'Finish Line Rd', city: 'Ballarat', state: 'Victoria', minimumSeconds },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, path } = (await created.json()) as { id: number; path: string };
  return { id, path, name };
}

/** The instant on the server's clock, from this machine's clock and the offset to the server's. */
const serverNow = (offsetMs: number) => Math.round(Date.now() + offsetMs);

/**
 * A single phone's witnessed gate run through the API, as the gate sends it: a solo pairing, the
 * start and finish crossings posted as they happen on the server's clock (GET /Gate/Clock), a picture
 * of each crossing, then the save naming the pairing. Answers the saved time's id and duration.
 */
export async function memberSavesWitnessedGateRun(
  request: APIRequestContext,
  member: { user: string; password: string },
  run: { locationId: number; durationMs: number },
): Promise<{ timeId: number; durationMs: number }> {
  const headers = await bearer(request, member);
  const clock = await request.get('/api/Gate/Clock');
  expect(clock.ok()).toBe(true);
  const offsetMs = ((await clock.json()) as { serverTime: number }).serverTime - Date.now();

  const created = await request.post('/api/Gate/CreatePairing', {
    headers,
    data: { locationId: run.locationId, solo: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const pairingId = ((await created.json()) as GatePairing).id;

  const cross = async (role: 'start' | 'finish') => {
    const crossed = await request.post('/api/Gate/PostCrossing', {
      headers,
      data: { pairingId, role, at: serverNow(offsetMs), uncertaintyMs: 20 },
    });
    expect(crossed.ok(), await crossed.text()).toBe(true);
    return (await crossed.json()) as GatePairing;
  };
  await cross('start');
  await new Promise((resolve) => setTimeout(resolve, run.durationMs));
  const pairing = await cross('finish');
  expect(pairing).toMatchObject({ state: 'finished', crossingsWitnessed: true });
  if (!pairing.run) throw new Error('the finished pairing has no run');

  for (const [seed, role] of [
    [1, 'start'],
    [2, 'finish'],
  ] as const) {
    const photo = await request.post('/api/Gate/CrossingPhoto', {
      headers,
      multipart: {
        pairingId: String(pairingId),
        role,
        file: { name: 'crossing.webp', mimeType: 'image/webp', buffer: await crossingPicture(seed) },
      },
    });
    expect(photo.ok(), await photo.text()).toBe(true);
  }

  const saved = await request.post('/api/Leaderboard/AddToLeaderboard', {
    headers,
    data: {
      locationId: run.locationId,
      timeStarted: pairing.run.timeStarted,
      timeCompleted: pairing.run.timeCompleted,
      duration: pairing.run.durationMs,
      timingMethod: 'gate',
      gatePairingId: pairingId,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { result } = (await saved.json()) as { result: { id: number; witnessed: boolean } };
  expect(result.witnessed).toBe(true);
  return { timeId: result.id, durationMs: pairing.run.durationMs };
}
