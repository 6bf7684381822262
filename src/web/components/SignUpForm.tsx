import { Button, Stack } from '@mantine/core';
import { type SignUpBody, type SignUpResponse, signUpBody } from '../../shared/schemas/account';
import { useSignUp } from '../api/account';
import { useFormSubmit } from '../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../lib/forms';
import { FormFailure } from './FormFailure';
import { PhoneInput } from './PhoneInput';
import { EmailInput, PasswordInput, UserNameInput } from './UserInputs';

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
  const submit = useFormSubmit({
    form,
    // The schema trims what it checks, so the server gets the values it would accept.
    save: (values) => signUp.mutateAsync(signUpBody.parse(values)),
    onSuccess: (account) => {
      form.reset();
      onSuccess(account);
    },
  });

  const field = (name: keyof SignUpBody) => ({
    ...form.getInputProps(name),
    required: true,
    withAsterisk: true,
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        <UserNameInput label="Username" {...field('userName')} />
        <EmailInput {...field('email')} />
        <PhoneInput {...field('phoneNumber')} />
        <PasswordInput
          description="At least 6 characters with an uppercase letter, a lowercase letter and a number"
          {...field('password')}
        />
        <FormFailure failure={submit.failure} />
        <Button type="submit" loading={submit.pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
