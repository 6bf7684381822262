import { limits } from '../../../../../shared/limits';

/**
 * How many messages each recipient gets for a text of `length` characters: docs/spec.md §6 "160
 * characters per message", so ceil(length / 160); nothing for an empty text.
 */
export function messagesPerRecipient(length: number): number {
  return length <= 0 ? 0 : Math.ceil(length / limits.smsLength);
}

/** docs/spec.md §6: "$0.055 each per 160 characters", for every recipient; rounded to the cent. */
export function estimatedCost(length: number, recipients: number): number {
  const cents = messagesPerRecipient(length) * recipients * limits.smsCostPerMessage * 100;
  return Math.round(cents) / 100;
}
