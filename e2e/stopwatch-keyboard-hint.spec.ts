import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { shot } from './support/screen';
import { memberOnStopwatch, PHONE } from './support/stopwatch-phone';

/**
 * The Space/Enter tip shows only where there is a keyboard to press them: a fine pointer that can
 * hover (a computer; e2e/stopwatch.spec.ts sees it there). Never on a phone: neither one whose
 * browser reports a coarse pointer, nor one that reports its pointer as fine but cannot hover (a
 * stylus phone), which a rule hiding the tip only for coarse pointers missed. Chromium emulates the
 * latter with its Blink settings (pointer types 4 = fine, hover types 1 = none); its touch emulation
 * would make the pointer coarse again, so that phone is emulated without it.
 */
const TIP = 'Tip: press Space or Enter to start and stop.';
const STYLUS_PHONE =
  '--blink-settings=primaryPointerType=4,availablePointerTypes=4,primaryHoverType=1,availableHoverTypes=1';

const phoneTest = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), STYLUS_PHONE] });
    },
    { scope: 'worker' },
  ],
});

phoneTest.describe('on a touch phone', () => {
  phoneTest.use(PHONE);

  phoneTest('the stopwatch shows no keyboard tip', async ({ page, request }) => {
    const course = await ownCourse(request, { name: `Tip Park ${Date.now()}`, obstacles: [] });
    await memberOnStopwatch(page, request, course.id, 'tipph');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(page.getByTestId('big-button')).toHaveText('START');
    await expect(page.getByText(TIP)).toBeHidden();
    await shot(page, '01-touch-phone-no-keyboard-tip');
    await expectNoAxeViolations(page);
  });
});

phoneTest.describe('on a stylus phone', () => {
  phoneTest.use({ viewport: PHONE.viewport, isMobile: true });

  phoneTest('the stopwatch shows no keyboard tip', async ({ page, request }) => {
    const course = await ownCourse(request, { name: `Tip Pen ${Date.now()}`, obstacles: [] });
    await memberOnStopwatch(page, request, course.id, 'tippn');
    expect(await page.evaluate(() => matchMedia('(pointer: fine) and (hover: none)').matches)).toBe(true);
    await expect(page.getByTestId('big-button')).toHaveText('START');
    await expect(page.getByText(TIP)).toBeHidden();
    await shot(page, '01-stylus-phone-no-keyboard-tip');
    await expectNoAxeViolations(page);
  });
});
