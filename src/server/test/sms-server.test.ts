import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmsServer, type TestSmsServer } from './sms-server';

let provider: TestSmsServer;
beforeAll(async () => {
  provider = await startSmsServer();
});
afterAll(() => provider.close());
beforeEach(() => provider.clear());

const auth = () => `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
const messagesUrl = () => `${provider.url}/2010-04-01/Accounts/${provider.accountSid}/Messages.json`;

async function create(to: string, body: string): Promise<Response> {
  return fetch(messagesUrl(), {
    method: 'POST',
    headers: { authorization: auth(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: to, From: provider.from, Body: body }),
  });
}

const list = (query: Record<string, string>, authorization = auth()) =>
  fetch(`${messagesUrl()}?${new URLSearchParams(query)}`, { headers: { authorization } });

describe('the loopback SMS provider', () => {
  it("lists created messages newest first, filtered by To and DateSent as Twilio's list is", async () => {
    await create('+61400000001', 'First');
    await create('+61400000002', 'Other number');
    await create('+61400000001', 'Second');
    const today = new Date().toISOString().slice(0, 10);

    const response = await list({ To: '+61400000001', 'DateSent>': today });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: Record<string, string>[] };
    expect(messages.map((m) => m.body)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({
      sid: `SM${'3'.padStart(32, '0')}`,
      to: '+61400000001',
      from: provider.from,
      date_created: expect.stringMatching(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
      ),
    });
    expect(Number.isNaN(Date.parse(messages[0].date_created))).toBe(false);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = (await (await list({ 'DateSent>': tomorrow })).json()) as { messages: unknown[] };
    expect(later.messages).toEqual([]);
    expect(provider.requests.at(-1)).toMatchObject({ method: 'GET', status: 200 });
  });

  it('refuses a list without the account credentials, and a bad date', async () => {
    expect((await list({}, 'Basic bm9ib2R5Om5vdGhpbmc=')).status).toBe(401);
    expect((await list({ 'DateSent>': 'yesterday' })).status).toBe(400);
  });

  it('accepts a message whose answer it drops, and answers the next one', async () => {
    provider.dropNext(1);
    await expect(create('+61400000001', 'Dropped answer')).rejects.toThrow();
    expect((await create('+61400000001', 'Answered')).status).toBe(201);
    expect(provider.messages.map((m) => m.body)).toEqual(['Dropped answer', 'Answered']);
    expect(provider.requests.map((r) => r.status)).toEqual([0, 201]);
  });
});
