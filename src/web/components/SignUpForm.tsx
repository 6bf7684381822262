import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type SignUpBody, type SignUpResponse, signUpBody } from '../../shared/schemas/account';
import { ApiError, apiPost } from '../lib/api-client';
import { firstFieldErrors } from '../lib/field-errors';
import { PhoneInput } from './PhoneInput';

type Field = keyof SignUpBody;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: SignUpBody = { userName: '', email: '', phoneNumber: '', password: '' };

/** SPEC §5 checks through the same zod schema the server uses; first message per field. */
export function validateSignUp(values: SignUpBody): FieldErrors {
  return firstFieldErrors(signUpBody.safeParse(values), Object.keys(EMPTY) as Field[]);
}

/** Sign-up fields (user name, e-mail, phone, password); used by the sign-up page and the stopwatch panel. */
export function SignUpForm({
  onSuccess,
  submitLabel = 'Sign up',
}: {
  onSuccess: (account: SignUpResponse) => void;
  submitLabel?: string;
}) {
  const [values, setValues] = useState<SignUpBody>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  function fieldError(field: Field, next: SignUpBody): string | undefined {
    return validateSignUp(next)[field];
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field] || errors[field])
      setErrors((current) => ({ ...current, [field]: fieldError(field, next) }));
  }

  function blur(field: Field) {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: fieldError(field, values) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignUp(values);
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const account = await apiPost<SignUpResponse>('/Account/SignUp', signUpBody.parse(values));
      setValues(EMPTY);
      setTouched({});
      onSuccess(account);
    } catch (error) {
      if (error instanceof ApiError) {
        setServerError(error.message);
        if (error.fields) setErrors(error.fields as FieldErrors);
      } else {
        setServerError('Sign up failed. Please check your connection and try again.');
      }
    } finally {
      setSubmitting(false);
    }
  }

  const common = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
    onBlur: () => blur(field),
    required: true,
    withAsterisk: true,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        <TextInput label="Username" autoComplete="username" {...common('userName')} />
        <TextInput label="Email" type="email" autoComplete="email" {...common('email')} />
        <PhoneInput {...common('phoneNumber')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 6 characters with an uppercase letter, a lowercase letter and a number"
          {...common('password')}
        />
        {serverError && (
          <Text c="red.8" role="alert">
            {serverError}
          </Text>
        )}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
