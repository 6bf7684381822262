import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
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
 *
 * A submit the check refuses, and errors the server sends back (`setErrors`, which
 * `showServerFieldErrors` uses), bring the first field showing an error into sight and focus it
 * (`revealFirstError`): on a phone the button is often a screen below the field it is about. A
 * server's message stays until its field is changed.
 */
export function useCheckedForm<Values extends Record<string, unknown>>({
  initialValues,
  validate,
}: CheckedFormInput<Values>): UseFormReturnType<Values> {
  const checked = useRef(new Set<string>());
  // Fields showing the server's message, with the value it was about: leaving such a field unchanged
  // keeps the message (the name is still taken), and clearing it would move the page under the pointer.
  const held = useRef(new Map<string, unknown>());
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
          const value = (form.getValues() as Record<string, unknown>)[String(field)];
          if (held.current.has(String(field)) && Object.is(held.current.get(String(field)), value)) return;
          form.validateField(field);
        },
        onChange: (value: unknown) => {
          held.current.delete(String(field));
          setValue(value);
          if (checked.current.has(String(field)) || form.errors[String(field)]) form.validateField(field);
        },
      };
    },
  });
  // Set by a failed submit or by errors from the server; the effect then runs after the render that
  // shows the messages, so fields marked invalid only by that render are found too.
  const revealPending = useRef(false);
  const { errors } = form;
  useEffect(() => {
    if (!revealPending.current) return;
    revealPending.current = false;
    if (Object.keys(errors).length > 0) revealFirstError(form, Object.keys(errors));
  });
  const reset = () => {
    checked.current.clear();
    held.current.clear();
    form.reset();
  };
  const setErrors: typeof form.setErrors = (next) => {
    revealPending.current = true;
    const resolved = typeof next === 'function' ? next(form.errors) : next;
    const values = form.getValues() as Record<string, unknown>;
    for (const [field, message] of Object.entries(resolved)) {
      if (message !== form.errors[field]) held.current.set(field, values[field]);
    }
    form.setErrors(resolved);
  };
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(handleSubmit, (...failure) => {
      revealPending.current = true;
      handleValidationFailure?.(...failure);
    });
  return { ...form, reset, setErrors, onSubmit };
}

/** Whether `a` comes before `b` in the page. */
const precedes = (a: Node, b: Node) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * Scrolls the first field of `form` that shows an error to the middle of the screen (clear of the
 * fixed top bar) and focuses it, so a screen reader reads its message. Fields are found by the
 * `data-path` that `getInputProps` adds and, for fields built from parts (date pickers, the rich-text
 * editor), by `aria-invalid` inside the same <form>; the first in page order wins.
 */
function revealFirstError<Values>(
  form: Pick<UseFormReturnType<Values>, 'getInputNode' | 'getValues'>,
  fields: string[],
): HTMLElement | null {
  const getNode = (field: string) => form.getInputNode(field as Parameters<typeof form.getInputNode>[0]);
  const named = fields.map(getNode).filter((node): node is HTMLElement => node !== null);
  const anyInput = Object.keys(form.getValues() as object)
    .map(getNode)
    .find((node) => node !== null);
  const container = anyInput?.closest('form') ?? named[0]?.closest('form');
  const marked = container ? [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')] : [];
  const first = [...named, ...marked].reduce<HTMLElement | null>(
    (best, node) => (best === null || precedes(node, best) ? node : best),
    null,
  );
  if (!first) return null;
  first.scrollIntoView?.({ block: 'center' });
  first.focus({ preventScroll: true });
  return first;
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
