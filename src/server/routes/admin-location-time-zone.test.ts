import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../db/schema/index';
import { createLocation } from '../test/factories';
import { PARK, withLocationApi } from '../test/location-api';

const { db, tokens, post, get, audits } = withLocationApi();

const ZONE_MESSAGE = 'Time zone must be a time zone name such as Australia/Perth';

describe('a location’s time zone', () => {
  it('comes from the state when the form names none, and as the engine spells it when it does', async () => {
    const { admin } = await tokens();
    const melbourne = (await post('Create', PARK, admin)).json();
    expect(melbourne.timeZone).toBe('Australia/Melbourne');
    const perth = await post(
      'Create',
      { ...PARK, name: 'Kings Park', city: 'Perth', state: 'WA', timeZone: ' australia/perth ' },
      admin,
    );
    expect(perth.statusCode).toBe(200);
    expect(perth.json().timeZone).toBe('Australia/Perth');
    const [row] = await db().select().from(locations).where(eq(locations.id, perth.json().id));
    expect(row.timeZone).toBe('Australia/Perth');
    const darwin = (await post('Create', { ...PARK, name: 'Mindil', state: 'NT' }, admin)).json();
    expect(darwin.timeZone).toBe('Australia/Darwin');
  });

  it('is a 400 naming timeZone for an unknown name, an offset, an abbreviation or not text', async () => {
    const { admin } = await tokens();
    for (const timeZone of [
      'Mars/Olympus_Mons',
      '+08:00',
      'AWST',
      'Australia/Perth/x',
      8,
      '',
      'x'.repeat(65),
    ]) {
      const response = await post('Create', { ...PARK, timeZone }, admin);
      expect(response.statusCode, String(timeZone)).toBe(400);
      expect(response.json().fields).toEqual({ timeZone: ZONE_MESSAGE });
    }
    const park = await createLocation(db());
    const update = await post('Update', { ...PARK, id: park.id, timeZone: 'Australia/Gotham' }, admin);
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toEqual({ timeZone: ZONE_MESSAGE });
    expect((await db().select().from(locations).where(eq(locations.id, park.id)))[0].timeZone).toBe(
      'Australia/Sydney',
    );
    expect(await audits()).toHaveLength(0);
  });

  it('is kept when an update leaves it out, changed and audited when one names it', async () => {
    const { admin } = await tokens();
    const park = await createLocation(db(), { state: 'WA', timeZone: 'Australia/Perth' });
    const kept = await post('Update', { ...PARK, id: park.id, state: 'WA' }, admin);
    expect(kept.json().timeZone).toBe('Australia/Perth');
    const moved = await post('Update', { ...PARK, id: park.id, timeZone: 'Australia/Adelaide' }, admin);
    expect(moved.json().timeZone).toBe('Australia/Adelaide');
    const [, audit] = await audits();
    expect(audit.data).toMatchObject({
      before: { timeZone: 'Australia/Perth' },
      after: { timeZone: 'Australia/Adelaide' },
    });
  });

  it('is in every location answer', async () => {
    const park = await createLocation(db(), { name: 'Kings Park', state: 'WA', timeZone: 'Australia/Perth' });
    const answers = [
      ...(await get('Location/ListAll')).json(),
      ...(await get('Location/ListState?state=WA')).json(),
      (await post('GetSingle', { path: park.path })).json(),
      ...(await get('Location/LocationsAndStates')).json().locations,
    ];
    expect(answers).toHaveLength(4);
    for (const answer of answers) expect(answer).toMatchObject({ id: park.id, timeZone: 'Australia/Perth' });
  });

  it('may be set by admins only', async () => {
    const { member, referee } = await tokens();
    const body = { ...PARK, timeZone: 'Australia/Perth' };
    expect((await post('Create', body)).statusCode).toBe(401);
    expect((await post('Create', body, member)).statusCode).toBe(403);
    expect((await post('Create', body, referee)).statusCode).toBe(403);
    expect(await db().select().from(locations)).toHaveLength(0);
  });
});
