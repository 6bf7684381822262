import type { Deps } from '../deps';

interface SmsProviderState {
  /** False when messages are kept in the outbox table and never sent (SMS_PROVIDER=outbox). */
  configured: boolean;
}

/**
 * Whether bulk SMS go out: the sender's own answer (the status a send's rows take), so the screen
 * says what the queue does and not what the configuration was meant to do.
 */
export function readSmsProvider({ sms }: Deps<'sms'>): SmsProviderState {
  return { configured: sms.bulkStatus === 'pending' };
}
