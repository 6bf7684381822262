import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type SignUpBody, type SignUpResponse, signUpBody } from '../../shared/schemas/account';
import { useSignUp } from '../api/account';
import { ApiError } from '../lib/api-client';
import { schemaCheck, showServerFieldErrors, useCheckedForm } from '../lib/forms';
import { PhoneInput } from './PhoneInput';

const EMPTY: SignUpBody = { userName: '', email: '', phoneNumber: '', password: '' };

/** docs/spec.md §5 checks through the same zod schema the server uses; first message per field. */
export const validateSignUp = schemaCheck<SignUpBody>(signUpBody);

/** Sign-up fields (user name, e-mail, phone, password); used by the sign-up page and the stopwatch panel. */
export function SignUpForm({
  onSuccess,
  submitLabel = 'Sign up',
}: {
  onSuccess: (account: SignUpResponse) => void;
  submitLabel?: string;
}) {
  const signUp = useSignUp();
  const form = useCheckedForm<SignUpBody>({ initialValues: EMPTY, validate: validateSignUp });

  const submit = form.onSubmit(
    (values) => {
      if (signUp.isPending) return;
      // The schema trims what it checks, so the server gets the values it would accept.
      signUp.mutate(signUpBody.parse(values), {
        onSuccess: (account) => {
          form.reset();
          onSuccess(account);
        },
        onError: (error) => showServerFieldErrors(form, error),
      });
    },
    () => signUp.reset(),
  );

  const field = (name: keyof SignUpBody) => ({
    ...form.getInputProps(name),
    required: true,
    withAsterisk: true,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        <TextInput
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('userName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
        <PhoneInput {...field('phoneNumber')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 6 characters with an uppercase letter, a lowercase letter and a number"
          {...field('password')}
        />
        {signUp.isError && (
          <Text c="red.8" role="alert">
            {signUp.error instanceof ApiError
              ? signUp.error.message
              : 'Sign up failed. Please check your connection and try again.'}
          </Text>
        )}
        <Button type="submit" loading={signUp.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
