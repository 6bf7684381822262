import type { Config } from '../config';

/**
 * One SMS attempt, look-up and send together, gives up after this long; the SMS lease
 * (SMS_LEASE_SECONDS in outbox-store.ts) is twice as long.
 */
export const SMS_ATTEMPT_TIMEOUT_MS = 15_000;

/**
 * How far before the recorded attempt start a message found at the provider may have been created:
 * Twilio's dates are whole seconds (RFC 2822), and its clock and ours differ a little.
 */
export const RECONCILE_SKEW_MS = 60_000;

/** A message as Twilio's list answers it (the fields we read). */
export interface ProviderMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** RFC 2822, e.g. 'Mon, 16 Aug 2010 03:45:01 +0000'. */
  date_created: string;
}

export interface TwilioClient {
  /** POST …/Messages.json: creates (sends) a message; resolves to its sid. */
  create(to: string, body: string, signal: AbortSignal): Promise<string | undefined>;
  /**
   * GET …/Messages.json?To=…&From=…: our messages to `to` sent since that day (DateSent>=YYYY-MM-DD),
   * and the newest ones whatever their sent date (still queued at Twilio).
   */
  listSentTo(to: string, since: Date, signal: AbortSignal): Promise<ProviderMessage[]>;
}

/** YYYY-MM-DD in GMT, the form Twilio's DateSent filter takes. */
const gmtDay = (date: Date) => date.toISOString().slice(0, 10);

/** Twilio's REST API (2010-04-01): form POSTs and JSON answers, with basic auth. */
export function twilioClient(settings: Config['sms']): TwilioClient {
  const { accountSid, authToken, from, apiUrl } = settings;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    create: async (to, body, signal) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
        signal,
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as { sid?: string };
      return answer.sid;
    },
    listSentTo: async (to, since, signal) => {
      const page = async (filters: Record<string, string>) => {
        const query = new URLSearchParams({ To: to, From: from, ...filters });
        const response = await fetch(`${url}?${query}`, { headers: { authorization }, signal });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status} to a look-up`);
        const answer = (await response.json()) as { messages?: ProviderMessage[] };
        return answer.messages ?? [];
      };
      // `DateSent>=YYYY-MM-DD` in Twilio's documentation is the key `DateSent>` with a date value. A
      // message Twilio still holds in its send queue has no sent date yet, so that filter leaves it
      // out: the newest of all our messages to the number are read as well.
      const [sent, newest] = await Promise.all([
        page({ 'DateSent>': gmtDay(since), PageSize: '100' }),
        page({ PageSize: '50' }),
      ]);
      const bySid = new Map([...sent, ...newest].map((message) => [message.sid, message]));
      return [...bySid.values()];
    },
  };
}
