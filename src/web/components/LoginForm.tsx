import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { messages, shellTexts } from '../../shared/messages';
import type { Session } from '../../shared/schemas/auth';
import { ApiError, apiPost } from '../lib/api-client';
import { hasErrors, type LoginFieldErrors, validateLogin } from '../lib/login-validation';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

interface LoginFormProps {
  onSuccess?(session: Session): void;
}

/** 401 gets SPEC §8's login failure text; 429 and other answers show what the server said. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? messages.loginFailed : error.message;
  return shellTexts.networkError;
}

/** SPEC §5 login: checks both fields before submitting, then stores the session and thanks the user. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { setSession } = useSession();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(user, password);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const session = await apiPost<Session>('/Auth/Login', { user: user.trim(), password });
      setSession(session);
      notifications.show({ color: 'green', message: messages.loggedIn });
      onSuccess?.(session);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={shellTexts.loginUserLabel}
          name="user"
          autoComplete="username"
          value={user}
          onChange={(event) => setUser(event.currentTarget.value)}
          error={errors.user}
          required
        />
        <PasswordInput
          label={shellTexts.loginPasswordLabel}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        {failure && (
          <Text c="red.9" fw={500} role="alert">
            {failure}
          </Text>
        )}
        <Button type="submit" loading={submitting} fullWidth>
          {shellTexts.loginButton}
        </Button>
        <Anchor component={Link} to={paths.forgotPassword} size="sm">
          {shellTexts.forgotPassword}
        </Anchor>
      </Stack>
    </form>
  );
}
