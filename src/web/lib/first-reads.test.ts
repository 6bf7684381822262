import { describe, expect, it } from 'vitest';
import { apiGet, apiPost } from './api-client';
import { sendJson, setUpTestApiServer } from './test-api-server';
import { setUpFirstReads } from './test-first-reads';

const api = setUpTestApiServer();

const { arriveWith, arriveWithNone } = setUpFirstReads();

describe('first reads', () => {
  it('answers a read the page arrived with once, without asking the server, then asks it', async () => {
    arriveWith({ 'POST /Location/GetSingle {"path":"bondi"}': { id: 7, name: 'Bondi' } });
    api.routes['POST /api/Location/GetSingle'] = (_request, response) =>
      sendJson(response, 200, { id: 7, name: 'Bondi (fresh)' });

    await expect(apiPost('/Location/GetSingle', { path: 'bondi' })).resolves.toEqual({
      id: 7,
      name: 'Bondi',
    });
    expect(api.hits('/api/Location/GetSingle')).toHaveLength(0);
    await expect(apiPost('/Location/GetSingle', { path: 'bondi' })).resolves.toEqual({
      id: 7,
      name: 'Bondi (fresh)',
    });
    expect(api.hits('/api/Location/GetSingle')).toHaveLength(1);
  });

  it('asks the server for a read with another body or method, and when the page carried nothing', async () => {
    arriveWith({ 'GET /Location/ListAll ': [] });
    api.routes['POST /api/Location/GetSingle'] = (_request, response) => sendJson(response, 200, { id: 8 });
    api.routes['POST /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, ['posted']);
    await expect(apiPost('/Location/GetSingle', { path: 'manly' })).resolves.toEqual({ id: 8 });
    await expect(apiPost('/Location/ListAll')).resolves.toEqual(['posted']);
    await expect(apiGet('/Location/ListAll')).resolves.toEqual([]);
    arriveWithNone();
    api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, ['fetched']);
    await expect(apiGet('/Location/ListAll')).resolves.toEqual(['fetched']);
  });
});
