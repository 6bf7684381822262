import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_READS_ELEMENT_ID } from '../../shared/first-reads';
import { createEquipment, createEvent, createLocation, createSiteEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';

const webDist = mkdtempSync(join(tmpdir(), 'courseclock-page-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>CourseClock</title></head><body><div id="root"></div></body></html>',
);
const t = withTestApp({ env: { WEB_DIST: webDist } });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The page at `url` and the answers it carries, parsed back from its script element. */
async function pageAt(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const found = new RegExp(
    `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  const answers = found ? (JSON.parse(found[1] ?? '{}') as Record<string, unknown>) : null;
  return { html, answers, response };
}

async function apiAnswer(url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, payload });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('pages carry their first reads', () => {
  it("a location page carries the course and its obstacles as the API answers them, and preloads the first obstacle's image", async () => {
    const location = await createLocation(t.database.db, { name: 'Bondi Park' });
    const rings = await createEquipment(t.database.db, {
      name: 'Rings',
      imageUrl: `/uploads/${'a'.repeat(64)}.webp`,
    });
    await createSiteEquipment(t.database.db, { locationId: location.id, equipmentId: rings.id });
    await createSiteEquipment(t.database.db, { locationId: location.id });

    const { html, answers } = await pageAt('/Locations/View/bondi-park');
    expect(answers).toEqual({
      'POST /Location/GetSingle {"path":"bondi-park"}': await apiAnswer('/Location/GetSingle', {
        path: 'bondi-park',
      }),
      [`POST /Location/GetSiteEquipment {"locationId":${location.id}}`]: await apiAnswer(
        '/Location/GetSiteEquipment',
        { locationId: location.id },
      ),
      'GET /Content/AllBySlug ': await apiAnswer('/Content/AllBySlug'),
    });
    expect(html).toContain(
      `<link rel="preload" as="image" href="/uploads/${'a'.repeat(64)}.webp" fetchpriority="high"></head>`,
    );
  });

  it('the stopwatch and the home page carry the course list; an event page its event', async () => {
    await createLocation(t.database.db, { name: 'Manly Park' });
    const event = await createEvent(t.database.db, { name: 'Spring Cup', path: 'spring-cup' });
    const locations = await apiAnswer('/Location/ListAll');
    for (const url of ['/', '/Locations/View/1/Stopwatch', '/locations/view/1/stopwatch/']) {
      expect((await pageAt(url)).answers?.['GET /Location/ListAll '], url).toEqual(locations);
    }
    const { answers } = await pageAt('/Events/View/spring-cup');
    expect(answers?.['POST /Event/GetSingle {"path":"spring-cup"}']).toEqual(
      await apiAnswer('/Event/GetSingle', { path: event.path }),
    );
  });

  it('leaves out a read the API refuses, and the reads after it, so the page shows its own error', async () => {
    const { answers, html } = await pageAt('/Locations/View/no-such-park');
    expect(Object.keys(answers ?? {})).toEqual(['GET /Content/AllBySlug ']);
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps a name that would close the script element inside the JSON', async () => {
    const name = '</script><script>window.__xss=1</script><!--';
    const location = await createLocation(t.database.db, { name, path: 'hostile-park' });
    const { html, answers } = await pageAt('/Locations/View/hostile-park');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(answers?.['POST /Location/GetSingle {"path":"hostile-park"}']).toMatchObject({
      id: location.id,
      name,
    });
  });

  it('sends other pages as they are', async () => {
    for (const url of ['/About', '/Admin/Locations', '/Locations/View/bondi-park/RecordTime']) {
      const { answers } = await pageAt(url);
      expect(answers, url).toBeNull();
    }
  });
});
