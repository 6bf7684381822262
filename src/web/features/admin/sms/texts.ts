import { formatTime } from '../../../../shared/format';

/** Send SMS's own texts beyond docs/spec.md (SPEC's come from src/shared/messages.ts). */
export const smsScreenTexts = {
  intro: 'Text members who have SMS updates on and a confirmed phone number.',
  recipientsLabel: 'Send to',
  allMembers: 'All members',
  oneLocation: "One location's subscribers",
  locationLabel: 'Location',
  chooseLocation: 'Choose the location whose subscribers get the message.',
  messageLabel: 'Message',
  send: 'Send',
  cancel: 'Cancel',
  confirmTitle: 'Send SMS',
  repeatTitle: 'Already sent',
  repeatQuestion: 'Send it again?',
  sendAgain: 'Send again',
  countingRecipients: 'Counting recipients…',
  sendFailed: 'The message was not sent.',
  progressTitle: 'Sending',
  recentTitle: 'Recent messages',
  noBatches: 'No messages sent yet.',
  loadingBatches: 'Loading recent messages…',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
} as const;

/**
 * Without an SMS provider (SMS_PROVIDER=outbox, the default) a send is stored in the outbox table and
 * never sent, also once a provider is set up later (only new sends go out then).
 */
export const noProviderTexts = {
  title: 'No SMS provider is set up',
  body: "Messages sent from here are kept on the server and not sent, and they stay unsent when a provider is set up later. The server's administrator sets one up with SMS_PROVIDER and the TWILIO_ settings (see README, Configuration).",
  confirm: 'No SMS provider is set up: these messages will be kept on the server and not sent.',
  progress: 'No SMS provider is set up: these messages are kept on the server and not sent.',
} as const;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

/** The earlier batch a repeat would follow, as Recent messages names it. */
export const earlierBatchText = (batchId: number, queuedAt: string) =>
  `It was queued at ${formatTime(queuedAt)} as message ${batchId}.`;

/** 'Send to 12 recipients?' (docs/spec.md §2 "Send SMS": the count named before sending). */
export const confirmQuestion = (count: number) => `Send to ${plural(count, 'recipient', 'recipients')}?`;

export const recipientCountText = (count: number) => `${plural(count, 'recipient', 'recipients')}`;

/** The counter under the textarea, '42 / 160': SPEC's "out of 160" for one plain message. */
export const counterText = (units: number, capacity: number) => `${units} / ${capacity}`;

export const messagesEachText = (parts: number) => `${plural(parts, 'message', 'messages')} per recipient`;

/** In the confirmation: '2 messages per recipient, 24 in all'. */
export const messagesInAllText = (parts: number, recipients: number) =>
  `${messagesEachText(parts)}, ${(parts * recipients).toLocaleString('en-AU')} in all`;

/** Under the counter while the text holds a character outside the GSM alphabet. */
export const unicodeNote =
  'Unicode: 70 characters per message, 67 per part when split, because of an emoji or a character plain SMS lacks.';

/** The toast when the server has stored the send: nothing is with the provider yet. */
export const queuedText = (recipients: number) =>
  `Queued for ${plural(recipients, 'recipient', 'recipients')}. They are sent in the next moments.`;

/** The toast when the server has stored a send it has no provider for. */
export const keptText = (recipients: number) =>
  `Kept for ${plural(recipients, 'recipient', 'recipients')}. ${noProviderTexts.title}, so they are not sent.`;

/** The toast when a batch finished with failures ('Message sent successfully.' when none failed). */
export const partlySentText = (sent: number, failed: number) =>
  `Sent to ${plural(sent, 'recipient', 'recipients')}; ${failed.toLocaleString('en-AU')} could not be sent.`;

export const costText = (dollars: number) =>
  `Estimated cost ${dollars.toLocaleString('en-AU', { style: 'currency', currency: 'AUD' })}`;

export const batchAudience = (locationName: string | null) =>
  locationName === null ? 'All members' : `Subscribers of ${locationName}`;
