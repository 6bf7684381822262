import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useRef, useState } from 'react';
import { limits } from '../../../../../shared/limits';
import { smsTexts } from '../../../../../shared/messages';
import type { Location } from '../../../../../shared/schemas/location';
import { sendToAllBody } from '../../../../../shared/schemas/sms';
import { FormFailure } from '../../../../components/FormFailure';
import type { ApiError } from '../../../../lib/api-client';
import { failureOf } from '../../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../../lib/forms';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import {
  type EarlierBatch,
  earlierBatchOf,
  type SmsAudience,
  type SmsSend,
  useRecipientCount,
  useSendSms,
} from '../api/sms';
import { estimateSms } from '../lib/segments';
import { attemptFor, repeatOf } from '../lib/send-attempt';
import {
  confirmQuestion,
  costText,
  counterText,
  earlierBatchText,
  keptText,
  messagesEachText,
  messagesInAllText,
  noProviderTexts,
  queuedText,
  recipientCountText,
  smsScreenTexts,
  unicodeNote,
} from '../texts';
import { AudienceChooser } from './AudienceChooser';
import { ConfirmSendModal } from './ConfirmSendModal';

const noOne = (audience: SmsAudience) =>
  audience.kind === 'all' ? smsTexts.noRecipients : smsTexts.noGroupRecipients;

/** A refusal without fields says the send failed, then why. */
const refusalText = (error: ApiError) =>
  error.fields ? undefined : `${smsScreenTexts.sendFailed} ${error.message}`;

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
  const [confirming, setConfirming] = useState(false);
  // What the confirmation states, fixed when it opens: the text is cleared as the dialog fades out.
  const [quote, setQuote] = useState({ recipients: 0, parts: 0, cost: 0 });
  // The batch a 409 named; kept after 'Send it again?' closes so its text stays while the modal fades.
  const [earlier, setEarlier] = useState<EarlierBatch | null>(null);
  const [askingRepeat, setAskingRepeat] = useState(false);
  const lastSend = useRef<SmsSend | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const count = useRecipientCount(audience);
  const send = useSendSms();
  const form = useCheckedForm({ initialValues: { message: '' }, validate: schemaCheck(sendToAllBody) });

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
      setConfirming(true);
    }
  };

  const submit = (attempt: SmsSend) => {
    lastSend.current = attempt;
    send.mutate(attempt, {
      onSuccess: ({ batchId, queued }) => {
        setConfirming(false);
        setAskingRepeat(false);
        lastSend.current = null;
        notifications.show(
          noProvider
            ? { color: 'yellow', message: keptText(queued) }
            : { color: 'blue', message: queuedText(queued) },
        );
        form.reset();
        onSent(batchId);
      },
      onError: (error) => {
        setConfirming(false);
        setAskingRepeat(false);
        const twin = earlierBatchOf(error);
        if (twin) {
          setEarlier(twin);
          setAskingRepeat(true);
          return;
        }
        setFailure(failureOf(form, error, refusalText));
      },
    });
  };

  const confirm = () =>
    submit(attemptFor(lastSend.current, form.values.message, audience, newIdempotencyKey));
  const confirmRepeat = () => lastSend.current && submit(repeatOf(lastSend.current, newIdempotencyKey));

  return (
    <form onSubmit={ask} noValidate aria-label={smsScreenTexts.confirmTitle}>
      <Stack gap="md">
        <AudienceChooser
          locations={locations}
          value={audience}
          onChange={choose}
          locationError={locationError}
          disabled={send.isPending}
        />
        <Text aria-live="polite" fw={600}>
          {locationMissing
            ? ''
            : count.isError
              ? count.error.message
              : count.data === undefined
                ? smsScreenTexts.countingRecipients
                : recipientCountText(count.data)}
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
          <Button type="submit" loading={send.isPending}>
            {smsScreenTexts.send}
          </Button>
        </Group>
      </Stack>
      <ConfirmSendModal
        title={smsScreenTexts.confirmTitle}
        confirmLabel={smsScreenTexts.send}
        opened={confirming}
        sending={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        <Text>{confirmQuestion(quote.recipients)}</Text>
        <Text>{messagesInAllText(quote.parts, quote.recipients)}</Text>
        <Text fw={600}>{costText(quote.cost)}</Text>
        {noProvider && <Text fw={600}>{noProviderTexts.confirm}</Text>}
      </ConfirmSendModal>
      <ConfirmSendModal
        title={smsScreenTexts.repeatTitle}
        confirmLabel={smsScreenTexts.sendAgain}
        opened={askingRepeat}
        sending={send.isPending}
        onCancel={() => setAskingRepeat(false)}
        onConfirm={confirmRepeat}
      >
        <Text>{smsTexts.alreadySent}</Text>
        {earlier && <Text>{earlierBatchText(earlier.batchId, earlier.queuedAt)}</Text>}
        <Text fw={600}>{smsScreenTexts.repeatQuestion}</Text>
      </ConfirmSendModal>
    </form>
  );
}
