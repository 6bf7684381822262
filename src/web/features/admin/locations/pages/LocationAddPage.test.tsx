import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import LocationAddPage from './LocationAddPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const CREATE = 'POST /api/Location/Create';

const created: Location = {
  id: 9,
  name: 'Albert Park',
  path: 'albert-park',
  streetNumber: '12',
  streetAddress: 'Aughtie Dr',
  city: 'Melbourne',
  state: 'VIC',
  location: '12 Aughtie Dr, Melbourne VIC',
  gMapsUrl: 'https://maps.example/albert',
  disabled: false,
  minimumSeconds: 40,
  gateOnly: false,
  timeZone: 'Australia/Sydney',
};

function show() {
  return renderRoutes(
    [
      {
        path: '/Admin/Locations/Add',
        element: <LocationAddPage title="Add location" sectionKey="locations" />,
      },
      { path: '/Admin/Locations/Single/:path', element: <p>Single page</p> },
    ],
    '/Admin/Locations/Add',
  );
}

function fillIn() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Albert Park' } });
  fireEvent.change(screen.getByLabelText(/^Street number/), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(/^Street address/), { target: { value: 'Aughtie Dr' } });
  fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Melbourne' } });
  fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'VIC' } });
  fireEvent.change(screen.getByLabelText(/^Minimum seconds/), { target: { value: '40' } });
}

describe('LocationAddPage', () => {
  it('checks the form before sending anything', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Street number/).getAttribute('inputmode')).toBe('numeric');
    expect(api.seen).toEqual([]);
  });

  it("creates the location, says 'Created …' and opens its Single page", async () => {
    api.routes[CREATE] = (_request, response) => sendJson(response, 200, created);
    const { router } = show();
    // The state select offers the eight states by full name.
    const state = screen.getByLabelText(/^State/) as HTMLSelectElement;
    expect([...state.options].map((option) => option.text)).toContain('Victoria (VIC)');
    fillIn();
    fireEvent.click(screen.getByRole('switch', { name: /^Gate-timed runs only/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Albert Park')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Location/Create')[0]?.body ?? '{}')).toEqual({
      name: 'Albert Park',
      streetNumber: '12',
      streetAddress: 'Aughtie Dr',
      city: 'Melbourne',
      state: 'VIC',
      minimumSeconds: 40,
      gateOnly: true,
      // Chosen with the state: Victoria's clocks.
      timeZone: 'Australia/Melbourne',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Locations/Single/albert-park'));
  });

  it('shows a taken name (409) on the Name input and stays', async () => {
    const taken = 'A location named "Albert Park" already exists.';
    api.routes[CREATE] = (_request, response) =>
      sendJson(response, 409, { error: taken, fields: { name: taken } });
    const { router } = show();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(taken)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Admin/Locations/Add');
  });

  it('shows a failure without fields in the form', async () => {
    api.routes[CREATE] = (_request, response) => sendJson(response, 500, { error: 'Database unavailable' });
    show();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });
});
