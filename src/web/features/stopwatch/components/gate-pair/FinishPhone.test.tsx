import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderWithProviders } from '../../../../lib/test-render';
import { FinishPhone } from './FinishPhone';

const api = setUpTestApiServer();

/** Pairing 12 of another member's start phone: code K7QP3M9X, waiting for its runner. */
function servePairing() {
  const pairing = {
    id: 12,
    code: 'K7QP3M9X',
    locationId: 3,
    state: 'paired',
    expired: false,
    finishJoined: true,
    start: null,
    finish: null,
    run: null,
  };
  api.routes['POST /api/Gate/JoinPairing'] = (request, response) =>
    JSON.parse(request.body).code.replace(/[\s-]/g, '').toUpperCase() === 'K7QP3M9X'
      ? sendJson(response, 200, { ...pairing, pairingToken: 'pairing-key-12' })
      : sendJson(response, 404, { error: 'Pairing not found' });
  api.routes['GET /api/Gate/Pairing/12'] = (_request, response) => sendJson(response, 200, pairing);
  api.routes['GET /api/Gate/Clock'] = (_request, response) =>
    sendJson(response, 200, { serverTime: performance.timeOrigin + performance.now() });
}

describe('FinishPhone', () => {
  it('joins at once from the QR code’s address, with no tap, and reads the pairing with its token alone', async () => {
    sessionStore.set({
      token: 'member-token',
      refreshToken: 'r',
      isAdmin: false,
      isReferee: false,
      redirectTo: null,
    });
    servePairing();
    renderWithProviders(<FinishPhone minimumSeconds={null} initialCode="K7QP-3M9X" />);
    await waitFor(() => expect(api.hits('/api/Gate/Pairing/12').length).toBeGreaterThan(0));
    expect(api.hits('/api/Gate/JoinPairing')).toHaveLength(1);
    // A friend's phone uses the pairing's key, not its own account.
    expect(api.hits('/api/Gate/Pairing/12')[0]?.headers.authorization).toBe('Pairing pairing-key-12');
    expect(await screen.findByRole('heading', { name: 'This phone is the finish' })).toBeTruthy();
    sessionStore.end();
  });

  it('shows the refusal of the QR address’s code under the field, tried once, and joins with a typed one', async () => {
    servePairing();
    const expired = 'This code has expired: start a new pairing on the start phone';
    const join = api.routes['POST /api/Gate/JoinPairing'];
    api.routes['POST /api/Gate/JoinPairing'] = (request, response) =>
      JSON.parse(request.body).code === 'ZZZZ2222'
        ? sendJson(response, 400, { error: 'Invalid input', fields: { code: expired } })
        : join?.(request, response);
    renderWithProviders(<FinishPhone minimumSeconds={null} initialCode="ZZZZ2222" />);
    expect(await screen.findByText(expired)).toBeTruthy();
    const field = screen.getByLabelText('Code') as HTMLInputElement;
    expect(field.value).toBe('ZZZZ2222');
    expect(api.hits('/api/Gate/JoinPairing')).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'K7QP3M9X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'This phone is the finish' })).toBeTruthy();
    expect(api.hits('/api/Gate/JoinPairing')).toHaveLength(2);
  });

  it('joins with a typed code, and shows the refusal of a wrong one under the field', async () => {
    servePairing();
    renderWithProviders(<FinishPhone minimumSeconds={null} initialCode="" />);
    const field = screen.getByLabelText('Code');
    fireEvent.change(field, { target: { value: 'ZZZZ2222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Pairing not found')).toBeTruthy();
    expect(api.hits('/api/Gate/JoinPairing')).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'k7qp 3m9x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'This phone is the finish' })).toBeTruthy();
    expect(api.hits('/api/Gate/JoinPairing')).toHaveLength(2);
  });
});
