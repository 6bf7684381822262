import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderWithProviders } from '../../../lib/test-render';
import AddUserPage, { validateAddUser } from './AddUserPage';

const api = setUpTestApiServer();
const CREATE = 'POST /api/Referee/CreateUser';

const valid = {
  firstName: 'Casey',
  lastName: 'Runner',
  userName: 'casey',
  email: 'casey@example.com',
  phoneNumber: '0412345678',
  password: 'Finish#Line9',
};

const labels: [keyof typeof valid, RegExp][] = [
  ['firstName', /^First name/],
  ['lastName', /^Last name/],
  ['userName', /^User name/],
  ['email', /^E-mail/],
  ['phoneNumber', /^Mobile Number/],
  ['password', /^Password/],
];

function fillIn(values: typeof valid) {
  for (const [field, label] of labels) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: values[field] } });
  }
}

describe('validateAddUser (the shared refereeCreateUserBody)', () => {
  it("accepts a valid user and gives the referee's password message for a weak one", () => {
    expect(validateAddUser(valid)).toEqual({});
    expect(validateAddUser({ ...valid, password: 'Runner12' }).password).toBe(
      messages.refereePasswordInvalid,
    );
    expect(validateAddUser({ ...valid, firstName: '' }).firstName).toBeTruthy();
  });
});

describe('AddUserPage', () => {
  it('has the phone-friendly inputs and checks on submit without calling the server', () => {
    renderWithProviders(<AddUserPage title="Add User" />);
    expect(screen.getByLabelText(/^E-mail/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Mobile Number/).getAttribute('inputmode')).toBe('tel');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(messages.refereePasswordInvalid)).toBeTruthy();
    expect(api.seen).toEqual([]);
  });

  it("shows 'Creating' while sending, then 'User Added' and an empty form", async () => {
    let answer: (() => void) | undefined;
    api.routes[CREATE] = (_request, response) =>
      new Promise<void>((resolve) => {
        answer = () => {
          sendJson(response, 200, { id: 40, userName: 'casey', maskedEmail: 'c•••@example.com' });
          resolve();
        };
      });
    renderWithProviders(<AddUserPage title="Add User" />);
    fillIn({ ...valid, firstName: ' Casey ' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Creating' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    expect(JSON.parse(api.hits('/api/Referee/CreateUser')[0]?.body ?? '{}')).toEqual(valid);
    answer?.();
    expect(await screen.findByText(messages.userAdded)).toBeTruthy();
    expect((screen.getByLabelText(/^User name/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it("shows 'Unable to Add User' with the server's error, and its field messages on the inputs", async () => {
    api.routes[CREATE] = (_request, response) =>
      sendJson(response, 409, {
        error: 'That user name is taken',
        fields: { userName: 'That user name is taken' },
      });
    renderWithProviders(<AddUserPage title="Add User" />);
    fillIn(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.unableToAddUser)).toBeTruthy();
    const input = screen.getByLabelText(/^User name/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('That user name is taken').length).toBe(2);
  });
});
