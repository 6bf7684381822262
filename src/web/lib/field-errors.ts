import { z } from 'zod';

/**
 * A form shows one message per field: the first the shared zod schema gives, so the client says
 * exactly what the server would answer in `fields`.
 */
export function firstFieldErrors<F extends string>(
  result: z.ZodSafeParseResult<unknown>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (result.success) return {};
  const fieldErrors: Partial<Record<string, string[]>> = z.flattenError(result.error).fieldErrors;
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const first = fieldErrors[field]?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}
