/**
 * The gate screen while it detects: does the page keep its frame rate? Starts the built app
 * (`npm run build` first), opens a course's stopwatch and its gate in Chromium with the fake camera
 * playing a generated video of people crossing the line (scripts/gate-video-file.ts), and for
 * `GATE_BENCH_SECONDS` (20) records every long task (PerformanceObserver 'longtask', over 50 ms) and
 * the interval between animation frames, through ARMED, RUNNING (the clock repainting every frame)
 * and FINISHED. Prints the figures for docs/performance.md "The gate screen while detecting".
 * Usage: npm run bench:gate-frames
 */
import { startGateBench } from './gate-app';

const seconds = Number(process.env.GATE_BENCH_SECONDS ?? 20);
const { page, close } = await startGateBench(process.env.GATE_BENCH_PORT ?? '3613');

type Sample = { longTasks: number[]; frames: number[]; states: string[] };
try {
  await page.goto('/');
  const courses = await page.request.get('/api/Location/ListAll');
  const [course] = (await courses.json()) as { id: number }[];
  await page.goto(`/Locations/View/${course.id}/Stopwatch`);
  await page.getByRole('button', { name: 'Gate' }).click();
  await page.getByRole('button', { name: 'Arm the gate' }).click({ timeout: 30_000 });
  await page.getByTestId('gate-state').filter({ hasText: 'ARMED' }).waitFor({ timeout: 30_000 });
  // Plain JavaScript: tsx would add name helpers to functions passed to evaluate, which the page lacks.
  const sample = (await page.evaluate(`new Promise((resolve) => {
    const longTasks = [], frames = [], states = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const end = performance.now() + ${seconds * 1000};
    let last = performance.now();
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      const word = document.querySelector('[data-testid="gate-state"]')?.textContent ?? '';
      if (states[states.length - 1] !== word) states.push(word);
      if (now < end) requestAnimationFrame(tick);
      else {
        observer.disconnect();
        resolve({ longTasks, frames, states });
      }
    };
    requestAnimationFrame(tick);
  })`)) as Sample;

  const sorted = [...sample.frames].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const fps = sample.frames.length / seconds;
  console.log(`States seen: ${sample.states.join(' → ')}`);
  console.log(`Animation frames: ${sample.frames.length} in ${seconds} s = ${fps.toFixed(1)} fps`);
  console.log(
    `Frame interval: median ${at(0.5).toFixed(1)} ms, 95th ${at(0.95).toFixed(1)} ms, 99th ${at(0.99).toFixed(1)} ms, longest ${sorted[sorted.length - 1].toFixed(1)} ms`,
  );
  console.log(
    `Long tasks (over 50 ms): ${sample.longTasks.length}, longest ${sample.longTasks.length ? Math.max(...sample.longTasks).toFixed(0) : '-'} ms`,
  );
} finally {
  await close();
}
