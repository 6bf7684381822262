import {
  PasswordInput as MantinePasswordInput,
  type PasswordInputProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';

/**
 * The inputs of a person's details, typed, labelled and autocompleted alike on every form; each
 * takes `form.getInputProps(field)` and may change the label or description. Forms where staff type
 * someone else's details pass `autoComplete="off"`, so the browser offers none of their own.
 */
export function NameInput(props: TextInputProps) {
  return <TextInput autoCapitalize="words" {...props} />;
}

/** A user name: phones would capitalise and "correct" it. */
export function UserNameInput({ label = 'User name', ...props }: TextInputProps) {
  return (
    <TextInput label={label} autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />
  );
}

/** An e-mail address: the phone's e-mail keyboard, no capitals, no corrections. */
export function EmailInput({ label = 'Email', ...props }: TextInputProps) {
  return (
    <TextInput
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A password; a new one unless told (`autoComplete="current-password"` for the one in use). */
export function PasswordInput({ label = 'Password', ...props }: PasswordInputProps) {
  return <MantinePasswordInput label={label} autoComplete="new-password" {...props} />;
}
