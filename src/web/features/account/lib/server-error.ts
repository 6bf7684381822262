import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/forms';

const OFFLINE = 'We could not reach CourseClock. Check your connection and try again.';

/**
 * After a failed submit: the server's field messages go on their inputs; what is left to show in red
 * under the form is returned (the error itself, or field messages no input holds), or null.
 */
export function formErrorText<Values extends Record<string, unknown>>(
  form: Pick<UseFormReturnType<Values>, 'setErrors' | 'getValues'>,
  error: unknown,
): string | null {
  if (!(error instanceof ApiError)) return OFFLINE;
  if (!error.fields) return error.message;
  const unmatched = showServerFieldErrors(form, error);
  return unmatched.length > 0 ? unmatched.join(' ') : null;
}

/** A failed call's message for a toast. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : OFFLINE;
}
