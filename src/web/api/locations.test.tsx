import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../shared/schemas/location';
import { createQueryClient } from '../lib/query-client';
import { sendJson, setUpTestApiServer } from '../lib/test-api-server';
import { setUpFirstReads } from '../lib/test-first-reads';
import { useLocations } from './locations';

const api = setUpTestApiServer();

const bondi = { id: 7, name: 'Bondi', path: 'bondi' } as Location;

const { arriveWith } = setUpFirstReads();

/** What each render of a course list saw: its names, or 'pending'. */
function renderCourseList() {
  const renders: string[] = [];
  function CourseList() {
    const locations = useLocations();
    renders.push(locations.data ? locations.data.map((l) => l.name).join(',') : 'pending');
    return <p>{locations.data ? `${locations.data.length} courses` : 'loading'}</p>;
  }
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <CourseList />
    </QueryClientProvider>,
  );
  return { renders, client };
}

describe('useLocations and the page first reads', () => {
  it('renders the list the page arrived with on its first render, without asking the server', async () => {
    arriveWith({ 'GET /Location/ListAll ': [bondi] });
    api.routes['GET /api/Location/ListAll'] = (_request, response) =>
      sendJson(response, 200, [bondi, { ...bondi, id: 8, name: 'Manly' }]);
    const { renders, client } = renderCourseList();
    expect(renders[0]).toBe('Bondi');
    expect(screen.getByText('1 courses')).toBeTruthy();
    expect(api.hits('/api/Location/ListAll')).toHaveLength(0);
    // A later read of the same thing goes to the server.
    await client.refetchQueries();
    await waitFor(() => expect(screen.getByText('2 courses')).toBeTruthy());
    expect(api.hits('/api/Location/ListAll')).toHaveLength(1);
  });

  it('fetches the list when the page carried none', async () => {
    api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, [bondi]);
    const { renders } = renderCourseList();
    expect(renders[0]).toBe('pending');
    await waitFor(() => expect(screen.getByText('1 courses')).toBeTruthy());
    expect(api.hits('/api/Location/ListAll')).toHaveLength(1);
  });
});
