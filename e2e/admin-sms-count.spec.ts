import { messages } from '../src/shared/messages';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * The admin's SMS counter counts what the network sends: plain text at 160 a message (153 a part),
 * one emoji or accent outside the GSM set makes it Unicode at 70 (67 a part), so 103 characters and
 * an emoji are 2 messages each. The confirmation repeats the messages and the cost; the screen says
 * Queued until the provider has taken every message, then 'Message sent successfully.'.
 */

const DESKTOP = { width: 1280, height: 800 };

const dollars = (amount: number) => amount.toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });

test.use({ viewport: DESKTOP });

test('an emoji makes 103 characters two messages, and the send says Queued until it is sent', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/Admin/Sms/Send');
  await expect(page.getByRole('heading', { level: 1, name: 'Send SMS' })).toBeVisible();
  const countText = page.getByText(/^[\d,]+ recipients?$/);
  await expect(countText).toBeVisible();
  const recipients = Number(((await countText.textContent()) ?? '').replace(/\D/g, ''));
  expect(recipients).toBeGreaterThanOrEqual(1);
  await settled(page);
  await shot(page, '01-send-sms');

  // Plain text: SPEC's counter out of 160, one message.
  const box = page.getByRole('textbox', { name: /^Message/ });
  const plain = `Track works ${Date.now()}: ${'x'.repeat(80)}`.slice(0, 103);
  await box.fill(plain);
  await expect(page.getByText('103 / 160 · 1 message per recipient')).toBeVisible();
  await expect(page.getByText(`Estimated cost ${dollars(recipients * 0.055)}`)).toBeVisible();
  await shot(page, '02-plain-103');

  // The same and an emoji: Unicode, 105 units, two parts of up to 67.
  const message = `${plain}🏃`;
  await box.fill(message);
  await expect(page.getByText('105 / 134 · 2 messages per recipient')).toBeVisible();
  await expect(page.getByText(/Unicode: 70 characters per message, 67 per part/)).toBeVisible();
  const cost = dollars(Math.round(2 * recipients * 5.5) / 100);
  await expect(page.getByText(`Estimated cost ${cost}`)).toBeVisible();
  await settled(page);
  await shot(page, '03-emoji-two-messages');
  await expectNoAxeViolations(page);

  // The € of the extension table counts two: 159 + € is 161, two messages.
  await box.fill(`${'y'.repeat(159)}€`);
  await expect(page.getByText('161 / 306 · 2 messages per recipient')).toBeVisible();
  await shot(page, '04-euro-counts-two');

  // The confirmation names the recipients, the messages and the cost.
  await box.fill(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send SMS' });
  await expect(dialog.getByText(`Send to ${recipients.toLocaleString('en-AU')} recipient`)).toBeVisible();
  const total = (2 * recipients).toLocaleString('en-AU');
  await expect(dialog.getByText(`2 messages per recipient, ${total} in all`)).toBeVisible();
  await expect(dialog.getByText(`Estimated cost ${cost}`)).toBeVisible();
  await settled(page);
  await shot(page, '05-confirm-count-and-cost');
  await expectNoAxeViolations(page);

  // Send: Queued first (the provider has nothing yet), sent successfully once every one went out.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Queued/ })).toBeVisible();
  await shot(page, '06-queued');
  const progress = page.getByRole('region', { name: 'Sending' });
  await expect(progress.getByText(/^Queued:/)).toHaveText('Queued: 0', { timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: messages.messageSent })).toBeVisible();
  await settled(page);
  await shot(page, '07-sent');
  await fitsPhone(page, [page.getByRole('button', { name: 'Send', exact: true })], DESKTOP.width);
});
