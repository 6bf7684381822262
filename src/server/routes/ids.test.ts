import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/harness';

const t = withTestApp();

/** Every endpoint taking an id in its JSON body: the field, and a body that is valid but for it. */
const ID_BODIES: { url: string; field: string; label: string; body: object; member?: boolean }[] = [
  { url: '/api/Leaderboard/ListResults', field: 'locationId', label: 'Location id', body: {} },
  {
    url: '/api/Leaderboard/AddToLeaderboard',
    field: 'locationId',
    label: 'Location id',
    body: { timeStarted: '2025-01-01T00:00:00Z', timeCompleted: '2025-01-01T00:01:00Z', duration: 60_000 },
    member: true,
  },
  {
    url: '/api/Leaderboard/ListUserResults',
    field: 'locationId',
    label: 'Location id',
    body: {},
    member: true,
  },
  { url: '/api/Location/GetSiteEquipment', field: 'locationId', label: 'Location id', body: {} },
  { url: '/api/Equipment/GetSingle', field: 'id', label: 'Equipment id', body: {} },
  { url: '/api/Event/GetSingle', field: 'id', label: 'Event id', body: {} },
  { url: '/api/Content/SectionHasContent', field: 'contentSectionId', label: 'Content section id', body: {} },
  { url: '/api/Account/ConfirmEmail', field: 'userId', label: 'User id', body: { code: 'abc' } },
];

// docs/decisions.md: ids in JSON bodies are JSON numbers; only path and query parameters are coerced.
const NOT_NUMBERS: [string, unknown][] = [
  ['a numeric string', '5'],
  ['a boolean', true],
  ['an array', [7]],
];

describe('ids in JSON bodies', () => {
  for (const endpoint of ID_BODIES) {
    for (const [kind, value] of NOT_NUMBERS) {
      it(`${endpoint.url} answers 400 naming ${endpoint.field} for ${kind}`, async () => {
        const token = endpoint.member ? await memberToken() : undefined;
        const response = await t.request({
          method: 'POST',
          url: endpoint.url,
          token,
          payload: { ...endpoint.body, [endpoint.field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toMatchObject({
          [endpoint.field]: `${endpoint.label} must be a number`,
        });
      });
    }
  }
});

describe('ids in paths', () => {
  it('coerces a numeric path id and names the id when it is not one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/Leaderboard/CasualResults/7' })).statusCode).toBe(
      404,
    );
    const response = await t.request({ method: 'GET', url: '/api/Leaderboard/CasualResults/seven' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ id: 'Location id must be a number' });
  });
});

async function memberToken(): Promise<string> {
  const user = await t.createUser();
  return t.login(user.userName);
}
