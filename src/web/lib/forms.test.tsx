import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { type LoginFormValues, loginFormSchema } from '../../shared/schemas/login-form';
import { ApiError } from './api-client';
import { schemaCheck, showServerFieldErrors, useCheckedForm } from './forms';
import { renderWithProviders } from './test-render';

const checkLogin = schemaCheck<LoginFormValues>(loginFormSchema);

function LoginFields({ onSubmit }: { onSubmit: (values: LoginFormValues) => void }) {
  const form = useCheckedForm<LoginFormValues>({
    initialValues: { user: '', password: '' },
    validate: checkLogin,
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <TextInput label="User" {...form.getInputProps('user')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('schemaCheck', () => {
  it("gives each field the schema's first message, and nothing when all is well", () => {
    expect(checkLogin({ user: ' ', password: '' })).toEqual({
      user: messages.emailRequired,
      password: messages.passwordRequired,
    });
    expect(checkLogin({ user: 'jo', password: '12345' })).toEqual({
      password: messages.passwordTooShortLogin,
    });
    expect(checkLogin({ user: 'jo@example.com', password: 'secret1' })).toEqual({});
  });
});

describe('useCheckedForm', () => {
  it('checks every field on submit and sends nothing while one is wrong', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginFields onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus, then again as it is typed in', () => {
    renderWithProviders(<LoginFields onSubmit={vi.fn()} />);
    const user = screen.getByLabelText('User');
    fireEvent.change(user, { target: { value: 'jo@' } });
    expect(screen.queryByText(messages.emailInvalid)).toBeNull();
    fireEvent.blur(user);
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
    fireEvent.change(user, { target: { value: 'jo@example' } });
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
    fireEvent.change(user, { target: { value: 'jo@example.com' } });
    expect(screen.queryByText(messages.emailInvalid)).toBeNull();
  });

  it('hands the values on once every field passes', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginFields onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'jo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ user: 'jo', password: 'secret1' });
  });
});

describe('showServerFieldErrors', () => {
  it("puts a 400's fields on the matching inputs and returns the rest", () => {
    const { result } = renderHook(() =>
      useCheckedForm<LoginFormValues>({ initialValues: { user: '', password: '' }, validate: checkLogin }),
    );
    const error = new ApiError(400, 'Invalid request', { user: 'Taken', locationId: 'Not a course' });
    let unmatched: string[] = [];
    act(() => {
      unmatched = showServerFieldErrors(result.current, error);
    });
    expect(result.current.errors).toEqual({ user: 'Taken' });
    expect(unmatched).toEqual(['Not a course']);
  });

  it('leaves the form alone for an answer without fields', () => {
    const { result } = renderHook(() =>
      useCheckedForm<LoginFormValues>({ initialValues: { user: '', password: '' }, validate: checkLogin }),
    );
    act(() => {
      expect(showServerFieldErrors(result.current, new ApiError(401, 'No'))).toEqual([]);
      expect(showServerFieldErrors(result.current, new TypeError('Failed to fetch'))).toEqual([]);
    });
    expect(result.current.errors).toEqual({});
  });
});

/** A form whose second field sits below the first, as on a long page. */
function AccountFields({ serverError }: { serverError: unknown }) {
  const form = useCheckedForm<LoginFormValues>({
    initialValues: { user: 'jo', password: '' },
    validate: checkLogin,
  });
  return (
    <form
      onSubmit={form.onSubmit(() => {
        showServerFieldErrors(form, serverError);
      })}
      noValidate
    >
      <TextInput label="User" {...form.getInputProps('user')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('revealing the first error', () => {
  it('focuses the first field the check refused when a submit fails', async () => {
    renderWithProviders(<AccountFields serverError={null} />);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it("focuses the field a server's 400 names, in page order, when the answer comes back", async () => {
    const error = new ApiError(400, 'Invalid request', { password: 'Too common', user: 'Taken' });
    renderWithProviders(<AccountFields serverError={error} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Ridge7Run' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('User')));
    expect(screen.getByLabelText('User').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves nothing when the server names no field the form has', async () => {
    const error = new ApiError(400, 'Invalid request', { locationId: 'Not a course' });
    renderWithProviders(<AccountFields serverError={error} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Ridge7Run' } });
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    // Let the refused submit's render and effects run.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(button);
  });
});

describe("the server's messages", () => {
  it('stay while their field is left unchanged, and go once it is changed and passes', async () => {
    const error = new ApiError(409, 'Taken', { user: 'That user name is taken' });
    renderWithProviders(<AccountFields serverError={error} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Ridge7Run' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const user = screen.getByLabelText('User');
    await waitFor(() => expect(document.activeElement).toBe(user));
    fireEvent.blur(user);
    expect(screen.getByText('That user name is taken')).toBeTruthy();
    fireEvent.change(user, { target: { value: 'jo2' } });
    await waitFor(() => expect(screen.queryByText('That user name is taken')).toBeNull());
  });
});
