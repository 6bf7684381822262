import type { UseFormReturnType } from '@mantine/form';
import { type NotificationData, notifications } from '@mantine/notifications';
import { type FormEvent, useRef, useState } from 'react';
import { shellTexts } from '../../shared/messages';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './forms';

/** The green notice after a save: a message alone, or a title and a message. */
export type SuccessNotice = Pick<NotificationData, 'title' | 'message'>;

interface FormSubmitInput<Values, Result> {
  form: UseFormReturnType<Values>;
  /**
   * Sends the checked values and resolves with the server's answer (usually a mutation's
   * `mutateAsync`); null when there is nothing to send (the form shows why itself).
   */
  save: (values: Values) => Promise<Result> | null;
  /** The green notice, from the answer; none when left out. */
  successNotice?: (result: Result, values: Values) => SuccessNotice | string;
  /** After the notice: reset, go on, start a second step. */
  onSuccess?: (result: Result, values: Values) => void;
  /**
   * A refusal's text where the form knows better than the server's `error` (the login's 401), or
   * null when the form shows it itself. Its `fields` go on the inputs before this is asked.
   */
  failureText?: (error: ApiError) => string | null | undefined;
  /** Also told of every failure (a toast some screens add to the alert). */
  onFailure?: (error: unknown) => void;
}

export interface FormSubmit {
  /** The <form>'s onSubmit: checks, then sends; ignored while a save is in flight. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** A save is in flight: the button shows it and a second submit is ignored. */
  pending: boolean;
  /** What the last failure left for the form's one alert (`<FormFailure>`), or null. */
  failure: string | null;
  /** Forgets the last failure (a dialog opened again starts clean). */
  clearFailure: () => void;
}

/** A failed call's text for a toast: the server's message, or the offline text. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : shellTexts.networkError;
}

/**
 * What a failed save leaves for the alert once the server's `fields` are on their inputs: the
 * messages no input holds, or the refusal itself; null when every message sits on an input. Anything
 * but the server's answer (fetch failing, a dropped connection) reads as offline.
 */
export function failureOf<Values extends Record<string, unknown>>(
  form: Pick<UseFormReturnType<Values>, 'setErrors' | 'getValues'>,
  error: unknown,
  failureText?: (error: ApiError) => string | null | undefined,
): string | null {
  if (error instanceof ApiError) {
    const withFields = error.fields !== undefined && Object.keys(error.fields).length > 0;
    const unmatched = withFields ? showServerFieldErrors(form, error) : [];
    const own = failureText?.(error);
    if (own !== undefined) return own;
    if (!withFields) return error.message;
    return unmatched.length > 0 ? unmatched.join(' ') : null;
  }
  return shellTexts.networkError;
}

/**
 * The one way a form saves (docs/architecture.md, "Forms"): `form.onSubmit` checks the values, then
 * `save` sends them; while it runs `pending` is true and another submit is ignored. Success shows
 * `successNotice` and calls `onSuccess`; a failure puts the server's `fields` on their inputs (the
 * form brings the first into sight) and leaves the rest, or the offline text, in `failure`.
 */
export function useFormSubmit<Values extends Record<string, unknown>, Result>({
  form,
  save,
  successNotice,
  onSuccess,
  failureText,
  onFailure,
}: FormSubmitInput<Values, Result>): FormSubmit {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // State lags a render: two clicks in one frame would both see `pending` false.
  const inFlight = useRef(false);

  const send = async (values: Values) => {
    if (inFlight.current) return;
    setFailure(null);
    let result: Result;
    try {
      const saving = save(values);
      if (saving === null) return;
      inFlight.current = true;
      setPending(true);
      result = await saving;
    } catch (error) {
      setFailure(failureOf(form, error, failureText));
      onFailure?.(error);
      return;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
    // Outside the try: a fault in what follows is a bug to see, not a refusal to show as one.
    const notice = successNotice?.(result, values);
    if (notice !== undefined) {
      notifications.show({ color: 'green', ...(typeof notice === 'string' ? { message: notice } : notice) });
    }
    onSuccess?.(result, values);
  };

  const onSubmit = form.onSubmit(
    (values) => void send(values),
    // A new attempt that fails the checks no longer shows the last attempt's failure.
    () => {
      if (!inFlight.current) setFailure(null);
    },
  );
  return { onSubmit, pending, failure, clearFailure: () => setFailure(null) };
}
