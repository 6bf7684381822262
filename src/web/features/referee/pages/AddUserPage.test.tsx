import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { readAddedCompetitor } from '../lib/new-competitor';
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

function renderPage(path = '/Referee/AddUser') {
  return renderRoutes(
    [
      { path: '/Referee/AddUser', element: <AddUserPage title="Add User" /> },
      { path: '/Referee/RecordTimes', element: <p>Record Times page</p> },
    ],
    path,
  );
}

describe('AddUserPage', () => {
  it('has the phone-friendly inputs and checks on submit without calling the server', () => {
    renderPage();
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
    renderPage();
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
    renderPage();
    fillIn(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.unableToAddUser)).toBeTruthy();
    const input = screen.getByLabelText(/^User name/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('That user name is taken').length).toBe(2);
  });

  it('from a lane: fills in what the search typed, then goes back with the new member for that lane', async () => {
    api.routes[CREATE] = (_request, response) =>
      sendJson(response, 200, { id: 41, userName: 'jonew', maskedEmail: 'j•••@example.com' });
    const { router } = renderPage('/Referee/AddUser?search=Jo%20Newcomer&lane=lane-2');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Jo');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Newcomer');
    expect(screen.getByRole('link', { name: 'Record Times' }).getAttribute('href')).toBe(
      '/Referee/RecordTimes',
    );
    fireEvent.change(screen.getByLabelText(/^User name/), { target: { value: 'jonew' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'jo@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Mobile Number/), { target: { value: '0491570157' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Finish#Line9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Record Times page')).toBeTruthy();
    expect(readAddedCompetitor(router.state.location.state)).toEqual({
      laneId: 'lane-2',
      competitor: {
        id: 41,
        name: 'Jo Newcomer',
        userName: 'jonew',
        maskedEmail: 'j•••@example.com',
        maskedPhone: '04•• ••• 157',
      },
    });
  });
});
