import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatTime } from '../../../../../shared/format';
import { messages, smsTexts } from '../../../../../shared/messages';
import type { SmsBatch } from '../../../../../shared/schemas/sms';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderWithProviders } from '../../../../lib/test-render';
import { keptText, noProviderTexts, partlySentText, queuedText, unicodeNote } from '../texts';
import SmsSendPage from './SmsSendPage';

const api = setUpTestApiServer();
// Toasts live in a store of their own, outside the rendered tree: one test's must not answer the next.
beforeEach(() => notifications.clean());

const location = (id: number, name: string) => ({
  id,
  name,
  path: name.toLowerCase(),
  streetNumber: '1',
  streetAddress: 'Park Road',
  city: 'Sydney',
  state: 'NSW',
  location: '1 Park Road, Sydney NSW',
  gMapsUrl: '',
  disabled: false,
});

const batch = (overrides: Partial<SmsBatch>): SmsBatch => ({
  id: 7,
  message: 'Course closed today',
  locationId: 2,
  recipientCount: 3,
  queued: 3,
  sent: 0,
  failed: 0,
  createdAt: '2026-11-23T01:00:00.000Z',
  ...overrides,
});

function serve({ all = 12, atBondi = 3, provider = true } = {}) {
  api.routes['GET /api/Sms/Provider'] = (_q, r) => sendJson(r, 200, { configured: provider });
  api.routes['GET /api/Location/ListAll'] = (_q, r) =>
    sendJson(r, 200, [location(1, 'Manly'), location(2, 'Bondi')]);
  api.routes['GET /api/Sms/RecipientCount'] = (_q, r) => sendJson(r, 200, { count: all });
  api.routes['GET /api/Sms/RecipientCount?locationId=2'] = (_q, r) => sendJson(r, 200, { count: atBondi });
  api.routes['GET /api/Sms/Batches'] = (_q, r) => sendJson(r, 200, []);
}

const render = () => renderWithProviders(<SmsSendPage title="Send SMS" sectionKey="sms" />);
const messageBox = () => screen.getByRole('textbox', { name: /^Message/ });
const posts = () => api.seen.filter((request) => request.method === 'POST');

describe('SmsSendPage', () => {
  it('shows the count for all members, the counter out of 160 and the messages per recipient', async () => {
    serve();
    render();
    expect(await screen.findByText('12 recipients')).toBeTruthy();
    expect(screen.getByText('0 / 160 · 0 messages per recipient')).toBeTruthy();
    fireEvent.change(messageBox(), { target: { value: 'x'.repeat(160) } });
    expect(screen.getByText('160 / 160 · 1 message per recipient')).toBeTruthy();
    expect(screen.getByText('Estimated cost $0.66')).toBeTruthy();
    fireEvent.change(messageBox(), { target: { value: 'x'.repeat(161) } });
    expect(screen.getByText('161 / 306 · 2 messages per recipient')).toBeTruthy();
    expect(screen.queryByText(unicodeNote)).toBeNull();
    // An emoji makes the whole text Unicode: 70 a message, 67 a part.
    fireEvent.change(messageBox(), { target: { value: `${'x'.repeat(103)}😀` } });
    expect(screen.getByText('105 / 134 · 2 messages per recipient')).toBeTruthy();
    expect(screen.getByText(unicodeNote)).toBeTruthy();
    expect(screen.getByText('Estimated cost $1.32')).toBeTruthy();
    expect(messageBox().getAttribute('maxlength')).toBe('1600');
    expect(await screen.findByText('No messages sent yet.')).toBeTruthy();
    expect(api.hits('/api/Sms/Provider')).toHaveLength(1);
    expect(screen.queryByText(noProviderTexts.title)).toBeNull();
  });

  it('without an SMS provider says so before sending, in the confirmation, the toast and the progress', async () => {
    serve({ provider: false });
    api.routes['POST /api/Sms/SendToAll'] = (_q, r) => sendJson(r, 200, { batchId: 11, queued: 12 });
    api.routes['GET /api/Sms/Batches/11'] = (_q, r) =>
      sendJson(r, 200, batch({ id: 11, locationId: null, recipientCount: 12, queued: 12 }));
    render();
    const notice = await screen.findByRole('region', { name: noProviderTexts.title });
    expect(within(notice).getByText(noProviderTexts.body)).toBeTruthy();
    await screen.findByText('12 recipients');
    fireEvent.change(messageBox(), { target: { value: 'Course closed today' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(noProviderTexts.confirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(keptText(12))).toBeTruthy();
    expect(screen.queryByText(queuedText(12))).toBeNull();
    const sending = await screen.findByRole('region', { name: 'Sending' });
    expect(await within(sending).findByText(noProviderTexts.progress)).toBeTruthy();
    // Nothing queued moves without a provider: the send is not polled, and never said to be sent.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(api.hits('/api/Sms/Batches/11')).toHaveLength(1);
    expect(screen.queryByText(messages.messageSent)).toBeNull();
  });

  it('refuses an empty message with the field error and sends nothing', async () => {
    serve();
    render();
    await screen.findByText('12 recipients');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(smsTexts.messageRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('asks for a location, confirms with its count and cost, says Queued, then sent once the batch is', async () => {
    serve();
    let progress = batch({});
    api.routes['POST /api/Sms/SendToGroup'] = (_q, r) => sendJson(r, 200, { batchId: 7, queued: 3 });
    api.routes['GET /api/Sms/Batches/7'] = (_q, r) => {
      const answer = progress;
      progress = batch({ queued: 0, sent: 3 });
      sendJson(r, 200, answer);
    };
    render();
    await screen.findByText('12 recipients');
    fireEvent.click(screen.getByRole('radio', { name: "One location's subscribers" }));
    fireEvent.change(messageBox(), { target: { value: 'Course closed today' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose the location whose subscribers get the message.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: /^Location/ }), { target: { value: '2' } });
    expect(await screen.findByText('3 recipients')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send to 3 recipients?')).toBeTruthy();
    expect(within(dialog).getByText('1 message per recipient, 3 in all')).toBeTruthy();
    expect(within(dialog).getByText('Estimated cost $0.17')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(queuedText(3))).toBeTruthy();
    expect(screen.queryByText(messages.messageSent)).toBeNull();
    await waitFor(() => expect((messageBox() as HTMLTextAreaElement).value).toBe(''));
    expect(JSON.parse(posts()[0].body)).toEqual({ message: 'Course closed today', locationId: 2 });
    expect(posts()[0].headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    const sending = await screen.findByRole('region', { name: 'Sending' });
    await waitFor(() => expect(within(sending).getByText('3', { selector: 'strong' })).toBeTruthy());
    await waitFor(() => expect(api.hits('/api/Sms/Batches/7').length).toBeGreaterThan(1), { timeout: 5000 });
    await waitFor(() => expect(within(sending).getByText(/^Sent/).textContent).toBe('Sent: 3'));
    expect(await screen.findByText(messages.messageSent)).toBeTruthy();
  });

  it('says how many could not be sent when a batch ends with failures', async () => {
    serve();
    api.routes['POST /api/Sms/SendToAll'] = (_q, r) => sendJson(r, 200, { batchId: 10, queued: 12 });
    api.routes['GET /api/Sms/Batches/10'] = (_q, r) =>
      sendJson(
        r,
        200,
        batch({ id: 10, locationId: null, recipientCount: 12, queued: 0, sent: 10, failed: 2 }),
      );
    render();
    await screen.findByText('12 recipients');
    fireEvent.change(messageBox(), { target: { value: 'Storm warning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(partlySentText(10, 2))).toBeTruthy();
    expect(screen.queryByText(messages.messageSent)).toBeNull();
  });

  it('resends a message whose send failed under the same key, and a new message under a new key', async () => {
    serve();
    let failNext = true;
    api.routes['POST /api/Sms/SendToAll'] = (_q, r) => {
      if (!failNext) return sendJson(r, 200, { batchId: 8, queued: 12 });
      failNext = false;
      // What the screen sees when the proxy gave up on the answer: the send may have gone through.
      sendJson(r, 502, { error: 'Bad gateway' });
    };
    api.routes['GET /api/Sms/Batches/8'] = (_q, r) => sendJson(r, 200, batch({ id: 8, queued: 0, sent: 12 }));
    render();
    await screen.findByText('12 recipients');
    const sendOnce = async () => {
      // The button stays busy until the last send's answer has rendered.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    };
    fireEvent.change(messageBox(), { target: { value: 'Storm warning' } });
    await sendOnce();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await sendOnce();
    expect(await screen.findByText(messages.messageSent)).toBeTruthy();
    await waitFor(() => expect((messageBox() as HTMLTextAreaElement).value).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(messageBox(), { target: { value: 'Storm over' } });
    await sendOnce();
    await waitFor(() => expect(posts()).toHaveLength(3));
    const keys = posts().map((request) => request.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("asks 'Send it again?' when the recipients got the text minutes ago, and sends the repeat only if confirmed", async () => {
    serve();
    const queuedAt = '2026-11-23T01:00:00.000Z';
    api.routes['POST /api/Sms/SendToAll'] = (request, r) =>
      JSON.parse(request.body).repeat === true
        ? sendJson(r, 200, { batchId: 9, queued: 12 })
        : sendJson(r, 409, { error: smsTexts.alreadySent, batchId: 7, queuedAt });
    api.routes['GET /api/Sms/Batches/9'] = (_q, r) => sendJson(r, 200, batch({ id: 9, queued: 0, sent: 12 }));
    render();
    await screen.findByText('12 recipients');
    fireEvent.change(messageBox(), { target: { value: 'Course closed today' } });
    const askAgain = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
      return screen.findByRole('dialog', { name: 'Already sent' });
    };

    // Cancel: nothing more is sent, and the text stays.
    let repeat = await askAgain();
    expect(within(repeat).getByText(smsTexts.alreadySent)).toBeTruthy();
    expect(within(repeat).getByText(`It was queued at ${formatTime(queuedAt)} as message 7.`)).toBeTruthy();
    expect(within(repeat).getByText('Send it again?')).toBeTruthy();
    fireEvent.click(within(repeat).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Course closed today');

    // Confirmed: the repeat goes with repeat: true under a key of its own.
    repeat = await askAgain();
    fireEvent.click(within(repeat).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(messages.messageSent)).toBeTruthy();
    const [first, second, third] = posts();
    expect(JSON.parse(second.body)).toEqual({ message: 'Course closed today' });
    expect(JSON.parse(third.body)).toEqual({ message: 'Course closed today', repeat: true });
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(third.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
  });

  it('says no one would get it when the count is 0, without asking', async () => {
    serve({ all: 0 });
    render();
    await screen.findByText('0 recipients');
    fireEvent.change(messageBox(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(smsTexts.noRecipients);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the error card with Try again when the locations cannot load', async () => {
    api.routes['GET /api/Location/ListAll'] = (_q, r) => sendJson(r, 500, { error: 'Database down' });
    render();
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
