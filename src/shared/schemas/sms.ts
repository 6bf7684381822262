import { z } from 'zod';
import { limits } from '../limits';
import { smsTexts } from '../messages';
import { errorResponse, idField, idParam, tooLong } from './common';

/** The text of a bulk SMS: trimmed, not empty, at most limits.smsMessageMax characters. */
export const smsMessageSchema = z
  .string({ error: smsTexts.messageRequired })
  .trim()
  .min(1, smsTexts.messageRequired)
  .max(limits.smsMessageMax, tooLong('Message', limits.smsMessageMax));

/**
 * True once the admin confirmed sending a text again that the same recipients got minutes ago; without
 * it such a send is a 409 naming the earlier batch (smsRepeatResponse).
 */
const repeatField = z.boolean({ error: smsTexts.repeatInvalid }).optional();

export const sendToAllBody = z.object({ message: smsMessageSchema, repeat: repeatField });
export type SendToAllBody = z.infer<typeof sendToAllBody>;

export const sendToGroupBody = z.object({
  message: smsMessageSchema,
  locationId: idField('Location id'),
  repeat: repeatField,
});
export type SendToGroupBody = z.infer<typeof sendToGroupBody>;

/** RecipientCount and Recipients: every member who gets SMS updates, or one location's subscribers. */
export const smsRecipientsQuery = z.object({ locationId: idParam('Location id').optional() });
export const locationSubscribersQuery = z.object({ locationId: idParam('Location id') });
export const smsBatchParams = z.object({ id: idParam('Batch id') });

export const recipientCountResponse = z.object({ count: z.number().int() });

/** One phone number that would get the message, and the members who gave it (one text per number). */
export const smsRecipientSchema = z.object({
  phoneNumber: z.string(),
  userNames: z.array(z.string()),
});
export type SmsRecipient = z.infer<typeof smsRecipientSchema>;
export const smsRecipientsResponse = z.array(smsRecipientSchema);

export const sendSmsResponse = z.object({ batchId: z.number().int(), queued: z.number().int() });
export type SendSmsResult = z.infer<typeof sendSmsResponse>;

/**
 * A send's 409: for the same text to the same recipients minutes ago, the earlier batch and when it was
 * queued; for an Idempotency-Key used on another route, just the error.
 */
export const smsRepeatResponse = errorResponse
  .extend({ batchId: z.number().int().optional(), queuedAt: z.string().optional() })
  .describe('The same text went to the same recipients moments ago (batchId, queuedAt), or a key clash.');
export type SmsRepeatAnswer = z.infer<typeof smsRepeatResponse>;

/** A bulk send and how far it got: queued (still to go), sent, failed (given up). */
export const smsBatchSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The location whose subscribers it went to; null for every member. */
  locationId: z.number().int().nullable(),
  recipientCount: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
});
export type SmsBatch = z.infer<typeof smsBatchSchema>;
export const smsBatchListResponse = z.array(smsBatchSchema);

/**
 * GET /Sms/Provider: whether the server has an SMS provider. Without one (SMS_PROVIDER=outbox, the
 * default) a send is stored and kept in the outbox table, never sent, so Send SMS says so first.
 */
export const smsProviderQuery = z.object({});
export const smsProviderResponse = z.object({ configured: z.boolean() });
export type SmsProvider = z.infer<typeof smsProviderResponse>;
