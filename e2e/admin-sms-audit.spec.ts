import type { APIRequestContext } from '@playwright/test';
import { messages, smsTexts } from '../src/shared/messages';
import { expect, expectNoAxeViolations, loginAs, test, texts } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { bearer } from './support/page-api';
import { fitsPhone, settled } from './support/screen';

/**
 * The admin's journeys on SMS and the audit trail, on a member of their own (added by the demo
 * referee, phone confirmed with the code the loopback provider receives, subscribed to Bondi Beach):
 * the admin texts Bondi's subscribers and the member's phone gets it; the member deletes a casual
 * time and the admin restores it from /Admin/Audit, and it is back on Bondi's board. A 375 px phone,
 * axe on each page; the same text sent again is asked about ('Send it again?') at 1280 px.
 */

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const COURSE = 'Bondi Beach';
type Account = { user: string; password: string };
type Runner = Account & { phone: string };

/** Posts as `who` and expects a 2xx; answers the parsed body. */
async function postAs<T>(request: APIRequestContext, who: Account, url: string, data?: object): Promise<T> {
  const answer = await request.post(url, { data, headers: await bearer(request, who) });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function course(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const all = (await (await request.get('/api/Location/ListAll')).json()) as {
    id: number;
    name: string;
    path: string;
  }[];
  const found = all.find((location) => location.name === COURSE);
  if (!found) throw new Error(`${COURSE} is not in the demo data`);
  return found;
}

/** A member who gets SMS updates (the default), with the phone confirmed by the texted code. */
async function textableMember(request: APIRequestContext, locationId: number): Promise<Runner> {
  const added = await refereeAddsMember(request, { prefix: 'sms', firstName: 'Sam', lastName: 'Texter' });
  const runner = {
    user: added.userName,
    password: added.password,
    phone: `+61${added.phoneNumber.slice(1)}`,
  };
  const before = (await texts.to(runner.phone)).length;
  await postAs(request, runner, '/api/Account/ResendPhoneCode');
  const code = /\b(\d{6})\b/.exec((await texts.waitFor(runner.phone, { after: before })).body)?.[1];
  expect(code).toBeTruthy();
  await postAs(request, runner, '/api/Account/ConfirmPhoneNumber', { code });
  await postAs(request, runner, '/api/Account/HandleSubscribe', { id: locationId });
  return runner;
}

test("the admin texts a location's subscribers: the count is confirmed, the phone gets it, the send finishes", async ({
  page,
  request,
}) => {
  // Several screens in one journey: on a slow 2-core machine it nears the default timeout.
  test.slow();
  const bondi = await course(request);
  const runner = await textableMember(request, bondi.id);
  await page.setViewportSize(PHONE);
  await loginAs(page, 'admin');
  await page.goto('/Admin/Sms/Send');
  await expect(page.getByRole('heading', { level: 1, name: 'Send SMS' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ recipients?$/)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  // An empty message is refused on the field; nothing is asked.
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click();
  await expect(page.getByText('Please enter a message to send.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Bondi's subscribers: the count (our member among them), the counter and the parts.
  await page.getByRole('radio', { name: "One location's subscribers" }).check();
  await page.getByRole('combobox', { name: /^Location/ }).selectOption({ label: COURSE });
  const countText = page.getByText(/^[\d,]+ recipients?$/);
  await expect(countText).toBeVisible();
  const count = Number(((await countText.textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);
  const message = `Bondi course closed for repairs until Friday, sorry! (${runner.user})`;
  const box = page.getByRole('textbox', { name: /^Message/ });
  await box.fill(message);
  await expect(page.getByText(`${message.length} / 160 · 1 message per recipient`)).toBeVisible();
  await settled(page);
  await fitsPhone(page, [send, box, page.getByRole('combobox', { name: /^Location/ })]);

  // The confirmation names the count; then the toast, the text cleared, the member's phone gets it.
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Send SMS' });
  await expect(dialog.getByText(`Send to ${count} recipient${count === 1 ? '' : 's'}?`)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  const textsBefore = (await texts.to(runner.phone)).length;
  await dialog.getByRole('button', { name: 'Send' }).click();
  // Queued while only the outbox has it; sent successfully once the provider took every message.
  await expect(page.getByText(/^Queued for [\d,]+ recipients?\./)).toBeVisible();
  await expect(page.getByText(messages.messageSent)).toBeVisible({ timeout: 30_000 });
  await expect(box).toHaveValue('');
  expect((await texts.waitFor(runner.phone, { after: textsBefore })).body).toBe(message);

  // The send is followed until every message went out.
  const progress = page.getByRole('region', { name: 'Sending' });
  await expect(progress.getByText(/^Sent:/)).toHaveText(`Sent: ${count}`, { timeout: 30_000 });
  await expect(progress.getByText(/^Queued:/)).toHaveText('Queued: 0');
  await expect(page.getByRole('region', { name: 'Recent messages' }).getByText(message)).toBeVisible();
  await settled(page);
  await fitsPhone(page, [send]);
  await expectNoAxeViolations(page);

  // The same text to the same subscribers again, on the admin's desktop: the server names the earlier
  // send and the screen asks 'Send it again?'; Cancel sends nothing, Send again sends it once more.
  await page.setViewportSize(DESKTOP);
  await box.fill(message);
  const askAgain = async () => {
    await send.click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const again = page.getByRole('dialog', { name: 'Already sent' });
    await expect(again.getByText(smsTexts.alreadySent)).toBeVisible();
    await expect(again.getByText(/^It was queued at .+ as message \d+\.$/)).toBeVisible();
    await expect(again.getByText('Send it again?')).toBeVisible();
    return again;
  };
  const again = await askAgain();
  await settled(page);
  await expectNoAxeViolations(page);
  await again.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(box).toHaveValue(message);
  expect(await texts.to(runner.phone)).toHaveLength(textsBefore + 1);

  await (await askAgain()).getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(messages.messageSent).last()).toBeVisible();
  await expect(box).toHaveValue('');
  expect((await texts.waitFor(runner.phone, { after: textsBefore + 1 })).body).toBe(message);
  await expect(progress.getByText(/^Sent:/)).toHaveText(`Sent: ${count}`, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Recent messages' }).getByText(message)).toHaveCount(2);
});

test("a member's deleted casual time is restored from the audit trail and is back on the board", async ({
  page,
  request,
}) => {
  const bondi = await course(request);
  const added = await refereeAddsMember(request, { prefix: 'aud', firstName: 'Alex', lastName: 'Audit' });
  const runner = { user: added.userName, password: added.password };
  // A casual time 9:09.09 finished ten minutes ago, then deleted by its member.
  const duration = 549_090;
  const completed = Date.now() - 10 * 60_000;
  await postAs(request, runner, '/api/Leaderboard/AddToLeaderboard', {
    locationId: bondi.id,
    duration,
    timeStarted: new Date(completed - duration).toISOString(),
    timeCompleted: new Date(completed).toISOString(),
  });
  const [time] = await postAs<{ id: number }[]>(request, runner, '/api/Leaderboard/ListUserResults', {
    locationId: bondi.id,
  });
  const removed = await request.delete(`/api/Leaderboard/Delete/${time.id}`, {
    headers: await bearer(request, runner),
  });
  expect(removed.ok(), await removed.text()).toBe(true);

  const board = `/Locations/View/${bondi.path}?highlight=${runner.user}`;
  await page.setViewportSize(PHONE);
  await page.goto(board);
  await expect(page.getByRole('heading', { name: /Leaderboard/ }).first()).toBeVisible();
  await settled(page);
  await expect(page.getByRole('row', { name: new RegExp(`^Place \\d+: ${runner.user},`) })).toHaveCount(0);

  // The admin finds the delete by actor and entity, and restores it after confirming.
  await loginAs(page, 'admin');
  await page.goto('/Admin/Audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Entity' }).selectOption({ label: 'Time' });
  const actor = page.getByRole('combobox', { name: 'Actor' });
  await actor.fill(runner.user);
  await page.getByRole('option', { name: runner.user, exact: true }).click();
  const entry = page.getByRole('row').filter({ hasText: runner.user }).filter({ hasText: '9:09.09' });
  await expect(entry).toHaveCount(1);
  await settled(page);
  await expectNoAxeViolations(page);
  const restore = entry.getByRole('button', { name: /^Restore 9:09\.09/ });
  await fitsPhone(page, [restore, actor]);

  await restore.click();
  const dialog = page.getByRole('dialog', { name: 'Restore time' });
  await expect(dialog.getByText('9:09.09', { exact: false })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Time restored')).toBeVisible();
  await expect(entry.getByText('Restored')).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await settled(page);
  await fitsPhone(page, []);
  await expectNoAxeViolations(page);

  // Back on Bondi's casual board, as it was.
  await page.goto(board);
  await expect(
    page.getByRole('row', { name: new RegExp(`^Place \\d+: ${runner.user}, 9:09\\.09`) }),
  ).toBeVisible();
});
