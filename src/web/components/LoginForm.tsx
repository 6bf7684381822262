import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { messages, shellTexts } from '../../shared/messages';
import type { Session } from '../../shared/schemas/auth';
import { type LoginFormValues, loginFormSchema } from '../../shared/schemas/login-form';
import { useLogin } from '../api/auth';
import { ApiError } from '../lib/api-client';
import { schemaCheck, showServerFieldErrors, useCheckedForm } from '../lib/forms';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

interface LoginFormProps {
  onSuccess?(session: Session): void;
  /**
   * The user name to start with (the stopwatch panel passes the one just signed up); the password
   * field then takes the focus, as it is the only thing left to type.
   */
  initialUser?: string;
}

const checkLogin = schemaCheck<LoginFormValues>(loginFormSchema);

/** 401 gets docs/spec.md §8's login failure text; 429 and other answers show what the server said. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? messages.loginFailed : error.message;
  return shellTexts.networkError;
}

/** docs/spec.md §5 login: checks both fields before submitting, then stores the session and thanks the user. */
export function LoginForm({ onSuccess, initialUser = '' }: LoginFormProps) {
  const { setSession } = useSession();
  const login = useLogin();
  const form = useCheckedForm<LoginFormValues>({
    initialValues: { user: initialUser, password: '' },
    validate: checkLogin,
  });

  const submit = form.onSubmit(
    ({ user, password }) => {
      if (login.isPending) return;
      login.mutate(
        { user: user.trim(), password },
        {
          onSuccess: (session) => {
            setSession(session);
            notifications.show({ color: 'green', message: messages.loggedIn });
            onSuccess?.(session);
          },
          onError: (error) => showServerFieldErrors(form, error),
        },
      );
    },
    // A new attempt that fails the checks no longer shows the last attempt's failure.
    () => login.reset(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={shellTexts.loginUserLabel}
          name="user"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
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
        {login.isError && (
          <Text c="red.9" fw={500} role="alert">
            {failureText(login.error)}
          </Text>
        )}
        <Button type="submit" loading={login.isPending} fullWidth>
          {shellTexts.loginButton}
        </Button>
        <Anchor component={Link} to={paths.forgotPassword} size="sm">
          {shellTexts.forgotPassword}
        </Anchor>
      </Stack>
    </form>
  );
}
