import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { messages, shellTexts } from '../../shared/messages';
import type { Session } from '../../shared/schemas/auth';
import { type LoginFormValues, loginFormSchema } from '../../shared/schemas/login-form';
import { useLogin } from '../api/auth';
import type { ApiError } from '../lib/api-client';
import { useFormSubmit } from '../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../lib/forms';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { FormFailure } from './FormFailure';
import { PasswordInput, UserNameInput } from './UserInputs';

interface LoginFormProps {
  onSuccess?(session: Session): void;
  /**
   * The user name to start with (the stopwatch panel passes the one just signed up); the password
   * field then takes the focus, as it is the only thing left to type.
   */
  initialUser?: string;
}

const checkLogin = schemaCheck<LoginFormValues>(loginFormSchema);

/** A refused login gets docs/spec.md §8's failure text; 429 and other answers show what the server said. */
const failureText = (error: ApiError) => (error.code === 'LOGIN_FAILED' ? messages.loginFailed : undefined);

/** docs/spec.md §5 login: checks both fields before submitting, then stores the session and thanks the user. */
export function LoginForm({ onSuccess, initialUser = '' }: LoginFormProps) {
  const { setSession } = useSession();
  const login = useLogin();
  const form = useCheckedForm<LoginFormValues>({
    initialValues: { user: initialUser, password: '' },
    validate: checkLogin,
  });

  const submit = useFormSubmit({
    form,
    save: ({ user, password }) => login.mutateAsync({ user: user.trim(), password }),
    successNotice: () => messages.loggedIn,
    onSuccess: (session) => {
      setSession(session);
      onSuccess?.(session);
    },
    failureText,
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        <UserNameInput
          label={shellTexts.loginUserLabel}
          name="user"
          required
          {...form.getInputProps('user')}
        />
        <PasswordInput
          label={shellTexts.loginPasswordLabel}
          name="password"
          autoComplete="current-password"
          required
          autoFocus={initialUser !== ''}
          {...form.getInputProps('password')}
        />
        <FormFailure failure={submit.failure} />
        <Button type="submit" loading={submit.pending} fullWidth>
          {shellTexts.loginButton}
        </Button>
        <Anchor component={Link} to={paths.forgotPassword} size="sm">
          {shellTexts.forgotPassword}
        </Anchor>
      </Stack>
    </form>
  );
}
