import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import type { ApiError } from '../../../../lib/api-client';
import { failureOf } from '../../../../lib/form-submit';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { type EarlierBatch, earlierBatchOf, type SmsAudience, type SmsSend, useSendSms } from '../api/sms';
import { attemptFor, repeatOf } from '../lib/send-attempt';
import { keptText, queuedText, smsScreenTexts } from '../texts';

/** A refusal without fields says the send failed, then why. */
const refusalText = (error: ApiError) =>
  error.fields ? undefined : `${smsScreenTexts.sendFailed} ${error.message}`;

type MessageForm = UseFormReturnType<{ message: string }>;

/**
 * Sending a composed message once it is confirmed. Every send of one message carries one
 * Idempotency-Key (lib/send-attempt.ts); when the server answers that the same recipients got this
 * text minutes ago, `askingRepeat` opens 'Send it again?' and `confirmRepeat` sends it under a new key.
 * Once stored: the toast says Queued (or kept, with no provider), the message is cleared, `onSent`
 * gets the batch. A refusal goes to the form's fields or to `onFailure`.
 */
export function useSmsSend({
  form,
  audience,
  noProvider,
  onSent,
  onFailure,
}: {
  form: MessageForm;
  audience: SmsAudience;
  noProvider: boolean;
  onSent: (batchId: number) => void;
  onFailure: (failure: string | null) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // The batch a 409 named; kept after 'Send it again?' closes so its text stays while the modal fades.
  const [earlier, setEarlier] = useState<EarlierBatch | null>(null);
  const [askingRepeat, setAskingRepeat] = useState(false);
  const lastSend = useRef<SmsSend | null>(null);
  const send = useSendSms();

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
        onFailure(failureOf(form, error, refusalText));
      },
    });
  };

  return {
    pending: send.isPending,
    confirming,
    askingRepeat,
    earlier,
    openConfirm: () => setConfirming(true),
    cancelConfirm: () => setConfirming(false),
    cancelRepeat: () => setAskingRepeat(false),
    confirm: () => submit(attemptFor(lastSend.current, form.values.message, audience, newIdempotencyKey)),
    confirmRepeat: () => lastSend.current && submit(repeatOf(lastSend.current, newIdempotencyKey)),
  };
}
