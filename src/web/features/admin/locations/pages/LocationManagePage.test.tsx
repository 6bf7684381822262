import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { removeDescription } from '../texts';
import LocationManagePage from './LocationManagePage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

function location(id: number, name: string, state: string, disabled = false): Location {
  const path = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id,
    name,
    path,
    streetNumber: null,
    streetAddress: 'Beach Rd',
    city: 'Town',
    state,
    location: `Beach Rd, Town ${state}`,
    gMapsUrl: `https://maps.example/${path}`,
    disabled,
    minimumSeconds: null,
    gateOnly: false,
    timeZone: 'Australia/Sydney',
  };
}

const albert = location(1, 'Albert Park', 'VIC');
const bondi = location(2, 'Bondi Park', 'NSW');
const closed = location(3, 'Closed Park', 'VIC', true);

function serve(all: Location[]) {
  api.routes['GET /api/Location/ListAllAdmin'] = (_request, response) => sendJson(response, 200, all);
  api.routes['GET /api/Location/ListAllAdmin?state=VIC'] = (_request, response) =>
    sendJson(
      response,
      200,
      all.filter((item) => item.state === 'VIC'),
    );
  api.routes['GET /api/Location/ListAllAdmin?state=WA'] = (_request, response) => sendJson(response, 200, []);
}

function show(mode?: 'remove') {
  const path = mode ? '/Admin/Locations/Remove' : '/Admin/Locations/Manage';
  return renderRoutes(
    [{ path, element: <LocationManagePage title="Manage locations" sectionKey="locations" mode={mode} /> }],
    path,
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('LocationManagePage', () => {
  it('shows every location with its links, marking disabled ones', async () => {
    serve([albert, bondi, closed]);
    show();
    expect(await screen.findByRole('listitem', { name: 'Albert Park' })).toBeTruthy();
    expect(within(card('Closed Park')).getByText('Disabled')).toBeTruthy();
    expect(within(card('Albert Park')).queryByText('Disabled')).toBeNull();
    expect(within(card('Albert Park')).getByText('Beach Rd, Town VIC')).toBeTruthy();
    const links = within(card('Albert Park')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details Albert Park', '/Admin/Locations/Single/albert-park'],
      ['Edit Albert Park', '/Admin/Locations/Edit/albert-park'],
      ['Times Albert Park', '/Admin/Locations/Time/albert-park'],
      ['QR sign Albert Park', '/Admin/Locations/Sign/albert-park'],
    ]);
    // No removing outside remove mode.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('filters by exact state, keeping the choice in the address', async () => {
    serve([albert, bondi, closed]);
    const { router } = show();
    await screen.findByRole('listitem', { name: 'Bondi Park' });
    fireEvent.change(screen.getByLabelText('Filter by state'), { target: { value: 'VIC' } });
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBe(2));
    expect(screen.queryByRole('listitem', { name: 'Bondi Park' })).toBeNull();
    expect(router.state.location.search).toBe('?state=VIC');
    fireEvent.change(screen.getByLabelText('Filter by state'), { target: { value: 'WA' } });
    expect(await screen.findByText('No locations in WA')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by state'), { target: { value: '' } });
    expect(await screen.findByRole('listitem', { name: 'Bondi Park' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('disables a location in remove mode only after its exact name is typed', async () => {
    let all = [albert, bondi, closed];
    serve(all);
    api.routes['POST /api/Location/Disable'] = (request, response) => {
      const { id } = JSON.parse(request.body) as { id: number };
      all = all.map((item) => (item.id === id ? { ...item, disabled: true } : item));
      serve(all);
      sendJson(
        response,
        200,
        all.find((item) => item.id === id),
      );
    };
    show('remove');
    await screen.findByRole('listitem', { name: 'Bondi Park' });
    // A disabled location has nothing to remove.
    expect(within(card('Closed Park')).queryByRole('button')).toBeNull();
    fireEvent.click(within(card('Bondi Park')).getByRole('button', { name: 'Remove Bondi Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Location' });
    expect(within(dialog).getByText(removeDescription('Bondi Park'))).toBeTruthy();
    const remove = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    const confirm = within(dialog).getByLabelText(/to confirm/);
    fireEvent.change(confirm, { target: { value: 'bondi park' } });
    expect(remove.disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: 'Bondi Park' } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    expect(await screen.findByText('Removed Bondi Park')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Location/Disable')[0]?.body ?? '{}')).toEqual({ id: 2 });
    await waitFor(() => expect(within(card('Bondi Park')).getByText('Disabled')).toBeTruthy());
  });

  it('shows the load failure with Try again', async () => {
    api.routes['GET /api/Location/ListAllAdmin'] = (_request, response) =>
      sendJson(response, 500, { error: 'Database unavailable' });
    show();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    serve([albert]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Albert Park' })).toBeTruthy();
  });
});
