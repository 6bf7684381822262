import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useRef } from 'react';
import { ApiError } from './api-client';

/** A zod schema (any Standard Schema), as `schemaResolver` takes it. */
type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A shared zod schema as a form's check: one message per field, the schema's first, which is the
 * text the server's 400 would put in `fields`. Synchronous, so the messages show in the render that
 * follows the click (the schemas have no async rules).
 */
export function schemaCheck<Values>(schema: Schema): (values: Values) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

interface CheckedFormInput<Values> {
  initialValues: Values;
  /** Usually `schemaCheck(sharedSchema)`, sometimes with a rule the schema cannot hold added. */
  validate: (values: Values) => FormErrors;
}

/**
 * The one form shape (docs/architecture.md, "How to add a screen"): @mantine/form, checked by
 * `validate`. Submit checks every field; a field is also checked when it loses focus, and once
 * checked, or while it shows an error, it is checked again as it is typed in, so an error goes as
 * soon as it is fixed. Inputs take `form.getInputProps(field)`.
 */
export function useCheckedForm<Values extends Record<string, unknown>>({
  initialValues,
  validate,
}: CheckedFormInput<Values>): UseFormReturnType<Values> {
  const checked = useRef(new Set<string>());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    // Clearing on change would race the re-check below (both are queued state updates) and could
    // hide a message that still applies; the re-check clears a fixed field itself.
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ inputProps, field, form }) => {
      // Mantine merges what this returns into inputProps itself: keep the original handler.
      const setValue: (value: unknown) => void = inputProps.onChange;
      return {
        onBlur: () => {
          checked.current.add(String(field));
          form.validateField(field);
        },
        onChange: (value: unknown) => {
          setValue(value);
          if (checked.current.has(String(field)) || form.errors[String(field)]) form.validateField(field);
        },
      };
    },
  });
  const reset = () => {
    checked.current.clear();
    form.reset();
  };
  return { ...form, reset };
}

/**
 * After a failed submit: puts the server's `fields` (a 400's per-field messages) on the inputs the
 * form has. Returns the messages that matched no input, so the form can still show them.
 */
export function showServerFieldErrors<Values extends Record<string, unknown>>(
  form: Pick<UseFormReturnType<Values>, 'setErrors' | 'getValues'>,
  error: unknown,
): string[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const inputs = new Set(Object.keys(form.getValues()));
  const onInputs: FormErrors = {};
  const unmatched: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (inputs.has(field)) onInputs[field] = message;
    else unmatched.push(message);
  }
  form.setErrors((current) => ({ ...current, ...onInputs }));
  return unmatched;
}
