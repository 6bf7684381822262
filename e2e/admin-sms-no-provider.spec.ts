import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';
import { testWithoutSms } from './support/stack-without-sms';

/**
 * Send SMS at 1280 × 800 says plainly when the server has no SMS provider: before sending, in the
 * confirmation, and on the send's progress, so "Queued: 10 Sent: 0" never looks like a send that is
 * stuck. The not-configured state runs on a second stack started without one
 * (e2e/support/stack-without-sms.ts); the usual stack sends through a loopback provider, and there
 * the screen says nothing of the kind.
 */

const DESKTOP = { width: 1280, height: 800 };
const NO_PROVIDER = 'No SMS provider is set up';

test.use({ viewport: DESKTOP });
testWithoutSms.use({ viewport: DESKTOP });

/** Send SMS, with the recipients counted and the server's answer about its provider in. */
async function openSendSms(page: Page): Promise<number> {
  await loginAs(page, 'admin');
  const provider = page.waitForResponse((response) => response.url().endsWith('/api/Sms/Provider'), {
    timeout: 15_000,
  });
  await page.goto('/Admin/Sms/Send');
  await expect(page.getByRole('heading', { level: 1, name: 'Send SMS' })).toBeVisible();
  expect((await provider).status()).toBe(200);
  const countText = page.getByText(/^[\d,]+ recipients?$/);
  await expect(countText).toBeVisible();
  return Number(((await countText.textContent()) ?? '').replace(/\D/g, ''));
}

testWithoutSms(
  'without an SMS provider the screen says so before sending and on the send',
  async ({ page }) => {
    test.slow();
    const recipients = await openSendSms(page);
    expect(recipients).toBeGreaterThanOrEqual(1);

    // Before anything is typed: the notice, naming where to set one up.
    const notice = page.getByRole('region', { name: NO_PROVIDER });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('kept on the server and not sent');
    await expect(notice).toContainText('README, Configuration');
    await settled(page);
    await shot(page, '01-no-provider-notice');
    await expectNoAxeViolations(page);

    // The confirmation says it again, next to the count.
    await page.getByRole('textbox', { name: /^Message/ }).fill(`Course closed ${Date.now()}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send SMS' });
    await expect(dialog.getByText(/^Send to [\d,]+ recipients?\?$/)).toBeVisible();
    await expect(dialog).toContainText(NO_PROVIDER);
    await settled(page);
    await shot(page, '02-confirm-says-not-sent');
    await expectNoAxeViolations(page);

    // Sent: the toast and the progress say the messages are kept, not that they go out in a moment.
    await dialog.getByRole('button', { name: 'Send' }).click();
    const toast = page.getByRole('alert').filter({ hasText: /^Kept for/ });
    await expect(toast).toContainText(NO_PROVIDER);
    const progress = page.getByRole('region', { name: 'Sending' });
    await expect(progress.getByText(/^Queued:/)).toHaveText(`Queued: ${recipients}`);
    await expect(progress.getByText(/^Sent:/)).toHaveText('Sent: 0');
    await expect(progress).toContainText(NO_PROVIDER);
    await expect(page.getByText(/They are sent in the next moments/)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: messages.messageSent })).toHaveCount(0);
    await settled(page);
    await shot(page, '03-progress-says-kept');
    await fitsPhone(page, [page.getByRole('button', { name: 'Send', exact: true })], DESKTOP.width);
    await expectNoAxeViolations(page);
  },
);

test('with an SMS provider the screen says nothing of the kind', async ({ page }) => {
  await openSendSms(page);
  await expect(page.getByRole('region', { name: NO_PROVIDER })).toHaveCount(0);
  await expect(page.getByText(NO_PROVIDER)).toHaveCount(0);
  await settled(page);
  await shot(page, '01-provider-configured-no-notice');
  await expectNoAxeViolations(page);
});
