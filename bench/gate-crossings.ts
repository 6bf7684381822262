/**
 * How close the gate's start and finish come to the truth in a real browser, over many crossings
 * (docs/timing.md "Accuracy"). Starts the built app (`npm run build` first) on demo data, opens a
 * course's gate in Chromium with the fake camera playing a generated video of two people crossing
 * the line at known instants (each frame carries its number), and saves `GATE_BENCH_RUNS` (10) gate
 * runs as the demo member. The truth is each crossing's instant on the capture timeline the gate
 * measures on (the capture times of the frames around it, e2e/support/fake-camera.ts); each saved
 * start and finish is compared with the nearest crossing (they are over 6 s apart).
 * Usage: npm run bench:gate-crossings
 */
import { loadavg } from 'node:os';
import { captureTimesOf, markFrameNumber, recordFrameNumbers } from '../e2e/support/fake-camera';
import { bearer, startSignedIn } from '../e2e/support/page-api';
import { GATE_GAP_MS, startGateBench } from './gate-app';

const RUNS = Number(process.env.GATE_BENCH_RUNS ?? 10);
const FIRST_CROSSING_MS = 1_500;
const MEMBER = { user: 'member', password: 'Member123!' };
const ADMIN = { user: 'admin', password: 'Admin123!' };

const { page, close } = await startGateBench(process.env.GATE_BENCH_PORT ?? '3614', markFrameNumber);
const load = loadavg()[0].toFixed(1);

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

try {
  await page.goto('/');
  // A course of its own with no minimum: the gate's minimum run is its default 5 s.
  const created = await page.request.post('/api/Location/Create', {
    headers: await bearer(page.request, ADMIN),
    data: { name: `Gate Bench ${Date.now()}`, streetAddress: 'Line Rd', city: 'Bendigo', state: 'Victoria' },
  });
  const { id: locationId } = (await created.json()) as { id: number };
  await startSignedIn(page, MEMBER);
  await page.goto(`/Locations/View/${locationId}/Stopwatch`);
  await page.getByRole('button', { name: 'Gate' }).click();
  await page.getByRole('button', { name: 'Arm the gate' }).click({ timeout: 30_000 });
  const state = page.getByTestId('gate-state');
  await state.filter({ hasText: /^ARMED$/ }).waitFor({ timeout: 30_000 });
  await recordFrameNumbers(page);

  for (let run = 1; run <= RUNS; run++) {
    await state.filter({ hasText: /^FINISHED$/ }).waitFor({ timeout: 40_000 });
    await page.getByTestId('big-button').click();
    await state.filter({ hasText: /^ARMED$/ }).waitFor({ timeout: 30_000 });
    process.stdout.write(`run ${run} saved\n`);
  }

  const frames = (await page.evaluate('window.gateFrames')) as [number, number][];
  const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
  const crossings = [
    ...captureTimesOf(frames, FIRST_CROSSING_MS),
    ...captureTimesOf(frames, FIRST_CROSSING_MS + GATE_GAP_MS),
  ].map((at) => timeOrigin + at);
  const results = await page.request.post('/api/Leaderboard/ListUserResults', {
    headers: await bearer(page.request, MEMBER),
    data: { locationId },
  });
  const saved = (await results.json()) as { timeStarted: string; timeCompleted: string; duration: number }[];
  const nearest = (at: number) => Math.min(...crossings.map((crossing) => Math.abs(at - crossing)));
  const starts = saved.map((row) => nearest(Date.parse(row.timeStarted)));
  const finishes = saved.map((row) => nearest(Date.parse(row.timeCompleted)));
  const all = [...starts, ...finishes];
  const mean = all.reduce((sum, error) => sum + error, 0) / all.length;
  console.log(`Load average ${load}; ${saved.length} runs saved, ${all.length} crossings timed`);
  console.log(`Start errors (ms): ${starts.map((error) => error.toFixed(1)).join(', ')}`);
  console.log(`Finish errors (ms): ${finishes.map((error) => error.toFixed(1)).join(', ')}`);
  console.log(
    `Crossing error: mean ${mean.toFixed(1)} ms, 95th ${percentile(all, 0.95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms (goal: each within 20 ms)`,
  );
} finally {
  await close();
}
