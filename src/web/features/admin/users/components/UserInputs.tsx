import { Alert, PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { userTexts } from '../texts';

/**
 * The inputs the Add and Edit screens share, so both type, label and autocomplete them alike. Each
 * takes `form.getInputProps(field)`. Autocomplete is off: the admin types someone else's details.
 */
export function NameInput(props: TextInputProps) {
  return <TextInput autoComplete="off" autoCapitalize="words" {...props} />;
}

export function UserNameInput(props: TextInputProps) {
  return (
    <TextInput
      label={userTexts.userName}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label={userTexts.email}
      type="email"
      inputMode="email"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label={userTexts.password} autoComplete="new-password" {...props} />;
}

/** Messages of a refused save that belong to no input (e.g. the last admin's role), shown above the button. */
export function UnmatchedErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={userTexts.notSaved} role="alert">
      {messages.join(' ')}
    </Alert>
  );
}
