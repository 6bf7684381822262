import type { SmsBatch, SmsRecipient } from '../../shared/schemas/sms';
import type { RecipientRow } from '../services/sms/list-recipients';
import type { SmsBatchRow } from '../services/sms/sms-batches';

export const presentSmsRecipient = (row: RecipientRow): SmsRecipient => ({
  phoneNumber: row.phoneNumber,
  userNames: row.userNames,
});

export const presentSmsBatch = (row: SmsBatchRow): SmsBatch => ({
  id: row.id,
  message: row.message,
  locationId: row.locationId,
  recipientCount: row.recipientCount,
  queued: row.queued,
  sent: row.sent,
  failed: row.failed,
  createdAt: row.createdAt.toISOString(),
});
