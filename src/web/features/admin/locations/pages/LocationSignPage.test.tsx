import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import LocationSignPage from './LocationSignPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const park: Location = {
  id: 12,
  name: 'River Park',
  path: 'river-park',
  streetNumber: null,
  streetAddress: 'River Rd',
  city: 'Perth',
  state: 'WA',
  location: 'River Rd, Perth WA',
  gMapsUrl: 'https://maps.example/river',
  disabled: false,
  minimumSeconds: null,
  gateOnly: false,
  timeZone: 'Australia/Sydney',
};

const obstacle = (id: number, index: number, name: string) => ({
  id,
  index,
  equipment: {
    id: id + 100,
    name,
    path: name.toLowerCase(),
    imageUrl: null,
    videoUrl: null,
    showVideo: false,
    instructions: '',
  },
});

function show(obstacles: unknown[], path = 'river-park') {
  api.routes['GET /api/Location/ListAllAdmin'] = (_request, response) => sendJson(response, 200, [park]);
  api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
    sendJson(response, 200, obstacles);
  return renderRoutes(
    [
      {
        path: '/Admin/Locations/Sign/:path',
        element: <LocationSignPage title="QR sign" sectionKey="locations" />,
      },
    ],
    `/Admin/Locations/Sign/${path}`,
  );
}

describe('LocationSignPage', () => {
  it('shows the course, its stopwatch QR code and its obstacles in order, and prints', async () => {
    // happy-dom has no print dialog: stand in for the browser's.
    const print = vi.fn();
    Object.assign(window, { print });
    show([obstacle(1, 0, 'Monkey Bars'), obstacle(2, 1, 'Balance Beam'), obstacle(3, 2, 'Rope Climb')]);
    const sign = await screen.findByRole('article', { name: 'River Park' });
    expect(within(sign).getByText('River Rd, Perth WA')).toBeTruthy();
    const qr = within(sign).getByRole('img', { name: 'QR code that opens the stopwatch for River Park' });
    expect(qr.getAttribute('src')).toMatch(/\/api\/Location\/QrCode\/12\.svg$/);
    expect(within(sign).getByTestId('sign-address').textContent).toBe(
      `${window.location.origin}/Locations/View/12/Stopwatch`,
    );
    const items = await within(sign).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Monkey Bars', 'Balance Beam', 'Rope Climb']);
    expect(JSON.parse(api.hits('/api/Location/GetSiteEquipment')[0]?.body ?? '{}')).toEqual({
      locationId: 12,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says 'No Equipment' for a course without obstacles", async () => {
    show([]);
    expect(await screen.findByText('No Equipment')).toBeTruthy();
  });

  it('says when no location has the path, offering no Print', async () => {
    show([], 'nowhere');
    expect(await screen.findByText('There is no location at “nowhere”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
