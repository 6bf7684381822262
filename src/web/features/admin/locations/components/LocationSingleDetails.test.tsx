import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import { renderRoutes } from '../../../../lib/test-render';
import { LocationSingleDetails } from './LocationSingleDetails';

const course = {
  id: 7,
  name: 'Cottesloe Park',
  path: 'cottesloe-park',
  location: '1 Marine Pde, Cottesloe',
  state: 'WA',
  timeZone: 'Australia/Perth',
  minimumSeconds: 40,
  gateOnly: true,
  disabled: false,
} as Location;

/** The value beside a row's heading in the details table. */
const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'th' }).closest('tr') as HTMLElement).getByRole('cell');

const renderDetails = (location: Location) =>
  renderRoutes([{ path: '/', element: <LocationSingleDetails location={location} /> }], '/');

describe('LocationSingleDetails', () => {
  it("names the course's time zone and that its boards count gate-timed runs only", () => {
    renderDetails(course);
    expect(detail('Time zone').textContent).toBe('Australia/Perth');
    expect(detail('Boards count').textContent).toBe('Gate-timed runs only');
    expect(detail('Minimum seconds').textContent).toBe('40 seconds');
  });

  it('says every run counts on a course that is not gate-only', () => {
    renderDetails({ ...course, gateOnly: false, minimumSeconds: null });
    expect(detail('Boards count').textContent).toBe('Every run, by any timing');
    expect(detail('Minimum seconds').textContent).toBe('None');
  });
});
