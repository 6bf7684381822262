import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { MyAccount } from '../../../../shared/schemas/my-account';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { myAccount } from '../lib/test-data';
import MyAccountPage from './MyAccountPage';

const api = setUpTestApiServer();
// Generous waits: these render whole pages, which is slow on a busy machine (limits, not timings).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
// Toasts live in one store for the whole file (at most 3 shown): start each test with none.
beforeEach(() => notifications.clean());

const account = myAccount();

const bondi = { id: 1, name: 'Bondi', path: 'bondi' };
const manly = { id: 2, name: 'Manly', path: 'manly' };

function serve(current: MyAccount, subscribed = [bondi]) {
  api.routes['GET /api/Account/MyAccount'] = (_request, response) => sendJson(response, 200, current);
  api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, [bondi, manly]);
  api.routes['GET /api/Account/GetLocationSubscriptions'] = (_request, response) =>
    sendJson(response, 200, subscribed);
}

function show() {
  return renderRoutes([{ path: '/Account/MyAccount', element: <MyAccountPage /> }], '/Account/MyAccount');
}

const details = () => screen.getByRole('form', { name: 'Your details' });

describe('MyAccountPage', () => {
  it('prefills the details and sends an update only when something changed', async () => {
    serve(account);
    api.routes['POST /api/Account/UpdateAccount'] = (request, response) =>
      sendJson(response, 200, { ...account, ...JSON.parse(request.body) });
    show();
    const firstName = (await screen.findByLabelText(/^First name/)) as HTMLInputElement;
    expect(firstName.value).toBe('Sam');
    const phone = screen.getByLabelText(/^Mobile number/) as HTMLInputElement;
    expect(phone.value).toBe('+61412345678');
    expect(phone.placeholder).toBe(messages.phonePlaceholder);
    expect(screen.getByRole('switch', { name: 'E-mail me news and results' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Nothing has changed.')).toBeTruthy();
    expect(api.hits('/api/Account/UpdateAccount')).toHaveLength(0);

    fireEvent.change(firstName, { target: { value: 'Samantha' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Text me updates (SMS)' }));
    fireEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.accountUpdated)).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Account/UpdateAccount')[0]?.body ?? '{}')).toEqual({
      firstName: 'Samantha',
      lastName: 'Lee',
      userName: 'samlee',
      email: 'sam@example.com',
      phoneNumber: '+61412345678',
      emailNotifications: true,
      smsNotifications: false,
      dateOfBirth: null,
    });
  });

  it('checks with the shared schema and puts a taken user name on its input', async () => {
    serve(account);
    api.routes['POST /api/Account/UpdateAccount'] = (_request, response) =>
      sendJson(response, 409, {
        error: messages.userNameTaken,
        fields: { userName: messages.userNameTaken },
      });
    show();
    const phone = await screen.findByLabelText(/^Mobile number/);
    fireEvent.change(phone, { target: { value: '0312345678' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(screen.getByText(messages.phoneInvalid)).toBeTruthy();
    expect(api.hits('/api/Account/UpdateAccount')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '0412345678' } });
    fireEvent.change(screen.getByLabelText(/^User name/), { target: { value: 'taken' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.userNameTaken)).toBeTruthy();
    expect(screen.getByLabelText(/^User name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the SMS code while the phone is unconfirmed: a wrong code fails, the right one confirms', async () => {
    let confirmed = false;
    serve(account);
    api.routes['GET /api/Account/MyAccount'] = (_request, response) =>
      sendJson(response, 200, { ...account, phoneNumberConfirmed: confirmed });
    api.routes['POST /api/Account/ConfirmPhoneNumber'] = (request, response) => {
      if (JSON.parse(request.body).code !== '123456') {
        sendJson(response, 400, {
          error: messages.phoneVerifyFailed,
          fields: { code: messages.phoneVerifyFailed },
        });
        return;
      }
      confirmed = true;
      sendJson(response, 200, { ok: true });
    };
    api.routes['POST /api/Account/ResendPhoneCode'] = (_request, response) =>
      sendJson(response, 200, { ok: true });
    show();
    const code = await screen.findByLabelText('Code from the SMS');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByText(messages.phoneVerifyFailed).length).toBeGreaterThan(0));

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.phoneVerified)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Code from the SMS')).toBeNull());
    expect(JSON.parse(api.hits('/api/Account/ConfirmPhoneNumber')[1]?.body ?? '{}')).toEqual({
      code: '123456',
    });
  });

  it('asks for the current password for a new e-mail, shows it waiting for confirmation, and cancels it', async () => {
    serve(account);
    api.routes['POST /api/Account/UpdateAccount'] = (request, response) => {
      const body = JSON.parse(request.body);
      if (body.currentPassword === undefined) {
        sendJson(response, 400, {
          error: messages.currentPasswordRequired,
          fields: { currentPassword: messages.currentPasswordRequired },
        });
        return;
      }
      sendJson(response, 200, { ...account, pendingEmail: body.email });
    };
    api.routes['POST /api/Account/CancelEmailChange'] = (_request, response) =>
      sendJson(response, 200, account);
    show();
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    fireEvent.change(email, { target: { value: 'new@example.net' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.currentPasswordRequired)).toBeTruthy();
    const password = screen.getByLabelText(/^Current password/);
    // The server's message is the field's own error, not a line under the form.
    const error = screen.getByText(messages.currentPasswordRequired);
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    fireEvent.change(password, { target: { value: 'Secret1' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.accountUpdated)).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Account/UpdateAccount')[1]?.body ?? '{}')).toMatchObject({
      email: 'new@example.net',
      currentPassword: 'Secret1',
    });
    expect(await screen.findByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.getByTestId('pending-email').textContent).toContain(
      'new@example.net is waiting for confirmation. Until you open the link we sent to it, your account keeps sam@example.com.',
    );
    // The form keeps the waiting address, and no password is asked for it again.
    expect(email.value).toBe('new@example.net');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText('The email change is cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-email')).toBeNull());
    expect(email.value).toBe('sam@example.com');
    expect(api.hits('/api/Account/CancelEmailChange')).toHaveLength(1);
  });

  it('says when a new code and a new link can be sent once the hourly caps are reached', async () => {
    // 04:42 UTC on 2 March is 3:42 pm in Sydney (summer time).
    serve({
      ...account,
      pendingEmail: 'new@example.net',
      phoneCodeRetryAt: '2026-03-02T04:42:00.000Z',
      emailCodeRetryAt: '2026-03-02T04:50:00.000Z',
    });
    show();
    expect(await screen.findByText('A new code can be sent after 3:42 pm.')).toBeTruthy();
    expect(
      screen.getByText(
        'A new link can be sent after 3:50 pm: cancel the change and enter the address again then.',
      ),
    ).toBeTruthy();
  });

  it('flips a subscription at once and puts it back when the server refuses', async () => {
    serve({ ...account, phoneNumberConfirmed: true });
    let release: (() => void) | undefined;
    api.routes['POST /api/Account/HandleSubscribe'] = (_request, response) =>
      new Promise<void>((resolve) => {
        release = () => {
          sendJson(response, 500, { error: 'Something went wrong' });
          resolve();
        };
      });
    show();
    const manlySwitch = await screen.findByRole('switch', { name: 'Manly' });
    expect(screen.getByRole('switch', { name: 'Bondi' })).toHaveProperty('checked', true);
    expect(manlySwitch).toHaveProperty('checked', false);

    fireEvent.click(manlySwitch);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Manly' })).toHaveProperty('checked', true),
    );
    await waitFor(() => expect(release).toBeDefined());
    expect(JSON.parse(api.hits('/api/Account/HandleSubscribe')[0]?.body ?? '{}')).toEqual({ id: 2 });
    release?.();
    expect(await screen.findByText(/subscription to Manly could not be changed/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Manly' })).toHaveProperty('checked', false);
  });

  it('keeps a subscription the server confirms', async () => {
    serve({ ...account, phoneNumberConfirmed: true });
    let subscribed = [bondi];
    api.routes['GET /api/Account/GetLocationSubscriptions'] = (_request, response) =>
      sendJson(response, 200, subscribed);
    api.routes['POST /api/Account/HandleSubscribe'] = (_request, response) => {
      subscribed = [];
      sendJson(response, 200, { subscribed: false, locationIds: [] });
    };
    show();
    fireEvent.click(await screen.findByRole('switch', { name: 'Bondi' }));
    await waitFor(() => expect(api.hits('/api/Account/GetLocationSubscriptions').length).toBe(2));
    expect(screen.getByRole('switch', { name: 'Bondi' })).toHaveProperty('checked', false);
  });

  it('shows the error card with Try again when the account cannot be read', async () => {
    api.routes['GET /api/Account/MyAccount'] = (_request, response) =>
      sendJson(response, 403, { error: 'Forbidden' });
    show();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
