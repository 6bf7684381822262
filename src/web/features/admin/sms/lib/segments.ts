import { countSms, type SmsCount, smsCost } from '../../../../../shared/sms-count';

/** What the counter, the cost line and the confirmation show for one composed message. */
interface SmsEstimate extends SmsCount {
  /** What the messages the text takes now could hold: the counter's "out of". */
  capacity: number;
  /** Dollars for every recipient's messages; null until the recipients are counted. */
  cost: number | null;
}

/**
 * The message as it will be sent (the server trims it), counted by the shared GSM-7 / UCS-2 rule.
 * One message holds 160 (or 70); a split text holds 153 (or 67) per part, so the counter reads
 * 161 / 306 once a second part starts.
 */
export function estimateSms(message: string, recipients: number | undefined): SmsEstimate {
  const count = countSms(message.trim());
  const capacity = count.parts <= 1 ? count.singleLimit : count.parts * count.partLimit;
  return { ...count, capacity, cost: recipients === undefined ? null : smsCost(count.parts, recipients) };
}
