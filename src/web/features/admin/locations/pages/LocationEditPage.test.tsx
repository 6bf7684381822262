import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import LocationEditPage from './LocationEditPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const closed: Location = {
  id: 5,
  name: 'Closed Park',
  path: 'closed-park',
  streetNumber: '7',
  streetAddress: 'Hill St',
  city: 'Hobart',
  state: 'TAS',
  location: '7 Hill St, Hobart TAS',
  gMapsUrl: 'https://maps.example/closed',
  disabled: true,
  minimumSeconds: 30,
  gateOnly: false,
  timeZone: 'Australia/Hobart',
};

function show(path: string) {
  api.routes['GET /api/Location/ListAllAdmin'] = (_request, response) => sendJson(response, 200, [closed]);
  return renderRoutes(
    [
      {
        path: '/Admin/Locations/Edit/:path',
        element: <LocationEditPage title="Edit location" sectionKey="locations" />,
      },
      { path: '/Admin/Locations/Single/:path', element: <p>Single page</p> },
    ],
    `/Admin/Locations/Edit/${path}`,
  );
}

describe('LocationEditPage', () => {
  it('prefills a disabled location, and saving with Active on enables it again', async () => {
    api.routes['POST /api/Location/Update'] = (request, response) => {
      const body = JSON.parse(request.body) as Location;
      sendJson(response, 200, { ...closed, ...body });
    };
    const { router } = show('Closed-Park');
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('Closed Park');
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('TAS');
    expect((screen.getByLabelText(/^Minimum seconds/) as HTMLInputElement).value).toBe('30');
    const active = screen.getByLabelText(/^Active/) as HTMLInputElement;
    expect(active.getAttribute('role')).toBe('switch');
    expect(active.checked).toBe(false);
    fireEvent.click(active);
    fireEvent.change(name, { target: { value: 'Open Park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated Open Park')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Location/Update')[0]?.body ?? '{}')).toEqual({
      id: 5,
      name: 'Open Park',
      streetNumber: '7',
      streetAddress: 'Hill St',
      city: 'Hobart',
      state: 'TAS',
      minimumSeconds: 30,
      gateOnly: false,
      timeZone: 'Australia/Hobart',
      disabled: false,
    });
    // The path stays across a rename.
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Locations/Single/closed-park'));
  });

  it("puts the server's field messages on the inputs", async () => {
    api.routes['POST /api/Location/Update'] = (_request, response) =>
      sendJson(response, 400, { error: 'Invalid', fields: { city: 'City must be 100 characters or fewer' } });
    show('closed-park');
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City must be 100 characters or fewer')).toBeTruthy();
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when no location has the path', async () => {
    show('nowhere');
    expect(await screen.findByText('There is no location at “nowhere”.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
