import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { SignUpForm, validateSignUp } from './SignUpForm';

afterEach(cleanup);

const valid = {
  userName: 'runner',
  email: 'runner@example.com',
  phoneNumber: '0412345678',
  password: 'Runner1',
};

describe('validateSignUp (SPEC §5 through the shared schema)', () => {
  it('accepts a valid sign-up', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, phoneNumber: '+61412345678' })).toEqual({});
  });

  it('names each bad field with its message', () => {
    expect(validateSignUp({ userName: '', email: '', phoneNumber: '', password: '' })).toEqual({
      userName: messages.userNameRequired,
      email: messages.emailRequired,
      phoneNumber: messages.phoneRequired,
      password: messages.passwordRequired,
    });
    expect(validateSignUp({ ...valid, email: 'nope' }).email).toBe(messages.accountEmailInvalid);
    expect(validateSignUp({ ...valid, phoneNumber: '0212345678' }).phoneNumber).toBe(messages.phoneInvalid);
    expect(validateSignUp({ ...valid, userName: 'abcdefghijklm' }).userName).toBe(messages.userNameLength);
    expect(validateSignUp({ ...valid, password: 'runner1' }).password).toBe(messages.memberPasswordInvalid);
  });
});

describe('SignUpForm', () => {
  it("shows field errors on submit and the phone input's SPEC placeholder and tooltip", () => {
    const onSuccess = vi.fn();
    render(
      <MantineProvider>
        <SignUpForm onSuccess={onSuccess} />
      </MantineProvider>,
    );
    expect(screen.getByPlaceholderText('*Phone:')).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.phoneTooltip })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(messages.userNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.phoneRequired)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
