import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { fitsPhone, settled, shot } from './support/screen';
import {
  expectNoAxeViolationsPaused,
  memberOnStopwatch,
  PHONE,
  pauseClock,
  watchOf,
} from './support/stopwatch-phone';

/**
 * SPLIT and STOP on a touch phone: the two are spaced apart, a second SPLIT within a second of one is
 * held off (visibly) rather than taken, and a mistaken STOP can be taken back for 5 s with Resume: the
 * run goes on from its first start, its splits kept, and saves with every split.
 */
test.use(PHONE);

/** 'm:ss.hh' → milliseconds. */
function toMs(display: string): number {
  const match = /^(\d+):(\d{2})\.(\d{2})$/.exec(display.trim());
  if (!match) throw new Error(`not a stopwatch reading: ${display}`);
  return Number(match[1]) * 60_000 + Number(match[2]) * 1_000 + Number(match[3]) * 10;
}

test('SPLIT holds after a tap, STOP is apart from it, and Resume takes a mistaken STOP back', async ({
  page,
  request,
}) => {
  const n = Date.now() % 100_000;
  const course = await ownCourse(request, {
    name: `Resume Park ${n}`,
    obstacles: [`Quad Steps ${n}`, `Rope Swing ${n}`, `Cargo Net ${n}`],
  });
  await memberOnStopwatch(page, request, course.id, 'resum');
  // SPLIT's hold and Resume's countdown are seconds long: the clock moves only when the journey says.
  await pauseClock(page);
  const { big, display } = watchOf(page);
  const split = page.getByTestId('split-button');
  const taken = page.getByRole('list', { name: 'Splits' }).getByRole('listitem');

  await big.tap();
  await expect(split).toContainText('Quad Steps');

  // SPLIT and STOP: each at least 48 px tall, at least 16 px apart.
  const splitBox = await split.boundingBox();
  const stopBox = await big.boundingBox();
  expect(splitBox && stopBox, 'SPLIT and STOP on screen').toBeTruthy();
  if (!splitBox || !stopBox) return;
  const gap = stopBox.y - (splitBox.y + splitBox.height);
  console.log(
    `SPLIT ${splitBox.height.toFixed(0)} px tall, STOP ${stopBox.height.toFixed(0)} px, ${gap.toFixed(1)} px apart`,
  );
  expect(gap).toBeGreaterThanOrEqual(16);
  await fitsPhone(page, [split, big]);
  await shot(page, '01-running-split-and-stop-apart');

  // A second SPLIT 0.7 s after one is held off, visibly, and takes nothing.
  await page.clock.fastForward(8_000);
  await split.tap();
  await expect(taken).toHaveCount(1);
  await expect(split).toHaveAttribute('data-holding', 'true');
  await shot(page, '02-split-holding');
  await page.clock.fastForward(700);
  await split.tap({ force: true });
  await expect(taken).toHaveCount(1);
  await page.clock.fastForward(400);
  await expect(split).not.toHaveAttribute('data-holding', 'true');
  await expect(split).toContainText('Rope Swing');

  // A mistaken STOP: Resume is offered, with the seconds left.
  await page.clock.fastForward(5_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = toMs((await display.textContent()) ?? '');
  const resume = page.getByRole('button', { name: /^Resume/ });
  await expect(resume).toBeVisible();
  await expect(resume).toContainText('5');
  await fitsPhone(page, [resume]);
  await shot(page, '03-stopped-resume-offered');
  await expectNoAxeViolationsPaused(page);

  // Resume 2 s later: the clock goes on from the first start, the split is kept.
  await page.clock.fastForward(2_000);
  await resume.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.clock.fastForward(500);
  expect(toMs((await display.textContent()) ?? '')).toBeGreaterThan(stoppedAt + 2_000);
  await expect(taken).toHaveCount(1);
  await expect(split).toContainText('Rope Swing');
  await expect(resume).toHaveCount(0);
  await shot(page, '04-resumed-from-first-start');

  // The rest of the run; Resume goes after its 5 s; the run saves with all three splits.
  await page.clock.fastForward(6_000);
  await split.tap();
  await page.clock.fastForward(7_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  await expect(resume).toBeVisible();
  await page.clock.fastForward(5_100);
  await expect(resume).toHaveCount(0);
  // Nothing a second long is left to watch: the clock flows again (the splits table loads on demand).
  await page.clock.resume();
  await big.tap();
  await expect(page.getByTestId('run-splits').getByRole('row')).toHaveCount(4);
  await settled(page);
  await shot(page, '05-saved-with-splits');
  await expectNoAxeViolations(page);
});
