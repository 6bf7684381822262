import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { limits } from '../../../../../shared/limits';
import { smsTexts } from '../../../../../shared/messages';
import type { Location } from '../../../../../shared/schemas/location';
import { sendToAllBody } from '../../../../../shared/schemas/sms';
import { FormFailure } from '../../../../components/FormFailure';
import { schemaCheck, useCheckedForm } from '../../../../lib/forms';
import { type SmsAudience, useRecipientCount } from '../api/sms';
import { useSmsSend } from '../hooks/use-sms-send';
import { estimateSms } from '../lib/segments';
import {
  confirmQuestion,
  costText,
  counterText,
  earlierBatchText,
  messagesEachText,
  messagesInAllText,
  noProviderTexts,
  recipientCountText,
  smsScreenTexts,
  unicodeNote,
} from '../texts';
import { AudienceChooser } from './AudienceChooser';
import { ConfirmSendModal } from './ConfirmSendModal';

/** How many get the message, while counting, or why the count failed. */
function recipientLine(count: ReturnType<typeof useRecipientCount>): string {
  if (count.isError) return count.error.message;
  return count.data === undefined ? smsScreenTexts.countingRecipients : recipientCountText(count.data);
}

const noOne = (audience: SmsAudience) =>
  audience.kind === 'all' ? smsTexts.noRecipients : smsTexts.noGroupRecipients;

/**
 * The send opens a confirmation first, so its form checks on submit and sends from the dialog; a
 * failed send is shown the one way (`failureOf`, `FormFailure`).
 *
 * docs/spec.md §2 "Send SMS": who gets it and how many they are, the message with its counter (out of
 * 160 for one plain message; a split or Unicode text counts as the network sends it, lib/segments.ts)
 * and the messages each recipient gets, then a confirmation naming the count, the messages and the
 * cost. Once the server has stored the send the toast says Queued (the provider has nothing yet;
 * BatchProgress says 'Message sent successfully.' when it has), the message is cleared (§4) and
 * `onSent` gets the batch to follow. With `noProvider` the confirmation and the toast say the messages
 * are kept on the server, not sent.
 * Every send of one composed message carries one Idempotency-Key (lib/send-attempt.ts); when the
 * server answers that the same recipients got this text minutes ago, 'Send it again?' decides.
 */
export function SmsComposer({
  locations,
  onSent,
  noProvider = false,
}: {
  locations: Location[];
  onSent: (batchId: number) => void;
  /** The server has no SMS provider: sends are kept, not sent. */
  noProvider?: boolean;
}) {
  const [audience, setAudience] = useState<SmsAudience>({ kind: 'all' });
  const [locationError, setLocationError] = useState<string | undefined>();
  // What the confirmation states, fixed when it opens: the text is cleared as the dialog fades out.
  const [quote, setQuote] = useState({ recipients: 0, parts: 0, cost: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const count = useRecipientCount(audience);
  const form = useCheckedForm({ initialValues: { message: '' }, validate: schemaCheck(sendToAllBody) });
  const send = useSmsSend({ form, audience, noProvider, onSent, onFailure: setFailure });

  const estimate = estimateSms(form.values.message, count.data);
  const { parts } = estimate;
  const locationMissing = audience.kind === 'location' && audience.locationId <= 0;

  const choose = (next: SmsAudience) => {
    setAudience(next);
    setFailure(null);
    if (next.kind === 'all' || next.locationId > 0) setLocationError(undefined);
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setLocationError(locationMissing ? smsScreenTexts.chooseLocation : undefined);
    const checked = form.validate();
    if (checked.hasErrors || locationMissing || count.data === undefined) return;
    if (count.data === 0) setFailure(noOne(audience));
    else {
      setQuote({ recipients: count.data, parts, cost: estimate.cost ?? 0 });
      send.openConfirm();
    }
  };

  return (
    <form onSubmit={ask} noValidate aria-label={smsScreenTexts.confirmTitle}>
      <Stack gap="md">
        <AudienceChooser
          locations={locations}
          value={audience}
          onChange={choose}
          locationError={locationError}
          disabled={send.pending}
        />
        <Text aria-live="polite" fw={600}>
          {locationMissing ? '' : recipientLine(count)}
        </Text>
        <Textarea
          label={smsScreenTexts.messageLabel}
          required
          withAsterisk
          rows={5}
          maxLength={limits.smsMessageMax}
          description={
            <>
              <span>{`${counterText(estimate.units, estimate.capacity)} · ${messagesEachText(parts)}`}</span>
              {estimate.encoding === 'UCS-2' && <span style={{ display: 'block' }}>{unicodeNote}</span>}
            </>
          }
          {...form.getInputProps('message')}
        />
        {estimate.cost !== null && parts > 0 && (
          <Text size="sm" c="dimmed">
            {costText(estimate.cost)}
          </Text>
        )}
        <FormFailure failure={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.pending}>
            {smsScreenTexts.send}
          </Button>
        </Group>
      </Stack>
      <ConfirmSendModal
        title={smsScreenTexts.confirmTitle}
        confirmLabel={smsScreenTexts.send}
        opened={send.confirming}
        sending={send.pending}
        onCancel={send.cancelConfirm}
        onConfirm={send.confirm}
      >
        <Text>{confirmQuestion(quote.recipients)}</Text>
        <Text>{messagesInAllText(quote.parts, quote.recipients)}</Text>
        <Text fw={600}>{costText(quote.cost)}</Text>
        {noProvider && <Text fw={600}>{noProviderTexts.confirm}</Text>}
      </ConfirmSendModal>
      <ConfirmSendModal
        title={smsScreenTexts.repeatTitle}
        confirmLabel={smsScreenTexts.sendAgain}
        opened={send.askingRepeat}
        sending={send.pending}
        onCancel={send.cancelRepeat}
        onConfirm={send.confirmRepeat}
      >
        <Text>{smsTexts.alreadySent}</Text>
        {send.earlier && <Text>{earlierBatchText(send.earlier.batchId, send.earlier.queuedAt)}</Text>}
        <Text fw={600}>{smsScreenTexts.repeatQuestion}</Text>
      </ConfirmSendModal>
    </form>
  );
}
