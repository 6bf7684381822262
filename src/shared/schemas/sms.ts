import { z } from 'zod';
import { limits } from '../limits';
import { smsTexts } from '../messages';
import { idField, idParam, tooLong } from './common';

/** The text of a bulk SMS: trimmed, not empty, at most limits.smsMessageMax characters. */
export const smsMessageSchema = z
  .string({ error: smsTexts.messageRequired })
  .trim()
  .min(1, smsTexts.messageRequired)
  .max(limits.smsMessageMax, tooLong('Message', limits.smsMessageMax));

export const sendToAllBody = z.object({ message: smsMessageSchema });
export type SendToAllBody = z.infer<typeof sendToAllBody>;

export const sendToGroupBody = z.object({ message: smsMessageSchema, locationId: idField('Location id') });
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
