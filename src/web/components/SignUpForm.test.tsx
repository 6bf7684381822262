import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { sendJson, setUpTestApiServer } from '../lib/test-api-server';
import { renderWithProviders } from '../lib/test-render';
import { SignUpForm, validateSignUp } from './SignUpForm';

const api = setUpTestApiServer();

const valid = {
  userName: 'runner',
  email: 'runner@example.com',
  phoneNumber: '0412345678',
  password: 'Runner1',
};

describe('validateSignUp (docs/spec.md §5 through the shared schema)', () => {
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
    renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
    expect(screen.getByPlaceholderText('*Phone:')).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.phoneTooltip })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(messages.userNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.phoneRequired)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the matching inputs and the rest in red", async () => {
    api.routes['POST /api/Account/SignUp'] = (_request, response) =>
      sendJson(response, 400, {
        error: 'Invalid request',
        fields: { userName: 'That user name is taken', country: 'Sign up failed' },
      });
    const onSuccess = vi.fn();
    renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: ` ${valid.userName} ` } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: valid.email } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: valid.phoneNumber } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: valid.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('That user name is taken')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Sign up failed');
    expect(JSON.parse(api.hits('/api/Account/SignUp')[0]?.body ?? '{}')).toEqual(valid);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
