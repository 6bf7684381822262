import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('leaderboards, events and obstacles carry their lists; obstacles preload the first image', async () => {
    await createEquipment(t.database.db, { name: 'A-frame', imageUrl: `/uploads/${'b'.repeat(64)}.webp` });
    await createEvent(t.database.db, { name: 'Winter Cup', path: 'winter-cup' });
    const boards = await pageAt('/Leaderboards?period=week');
    expect(boards.answers?.['GET /Leaderboard/GetOverview?period=week ']).toEqual(
      await apiAnswer('/Leaderboard/GetOverview?period=week'),
    );
    expect((await pageAt('/leaderboards?period=nonsense')).answers).toHaveProperty([
      'GET /Leaderboard/GetOverview?period=all ',
    ]);
    const { answers } = await pageAt('/Events');
    expect(answers?.['GET /Event/Upcoming ']).toEqual(await apiAnswer('/Event/Upcoming'));
    expect(answers?.['GET /Event/Past ']).toEqual(await apiAnswer('/Event/Past'));
    const obstacles = await pageAt('/Obstacles');
    expect(obstacles.answers?.['GET /Equipment/ListAll ']).toEqual(await apiAnswer('/Equipment/ListAll'));
    expect(obstacles.html).toContain(`<link rel="preload" as="image" href="/uploads/${'b'.repeat(64)}.webp"`);
  });

  it("Tips & Rules opened from a course carries that course's obstacles", async () => {
    const location = await createLocation(t.database.db, { name: 'Coogee Park' });
    await createSiteEquipment(t.database.db, { locationId: location.id });
    const { answers } = await pageAt('/Obstacles?location=coogee-park');
    expect(Object.keys(answers ?? {}).sort()).toEqual([
      'GET /Content/AllBySlug ',
      'POST /Location/GetSingle {"path":"coogee-park"}',
      `POST /Location/GetSiteEquipment {"locationId":${location.id}}`,
    ]);
  });

  it('every public page carries at least the content; staff, member and unknown pages are sent as built', async () => {
    for (const url of ['/About', '/Account/Login', '/Locations/View/bondi-park/RecordTime']) {
      expect(Object.keys((await pageAt(url)).answers ?? {}), url).toEqual(['GET /Content/AllBySlug ']);
    }
    for (const url of ['/Admin/Locations', '/Account/MyAccount', '/no-such-page']) {
      const { answers } = await pageAt(url);
      expect(answers, url).toBeNull();
    }
  });
});

describe("pages link their own chunk's script and styles", () => {
  const LOGIN = 'src/web/features/auth/pages/LoginPage.tsx';
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react.js'],
        css: ['assets/index-1.css'],
      },
      '_react.js': { file: 'assets/react-2.js' },
      [LOGIN]: {
        file: 'assets/LoginPage-3.js',
        isDynamicEntry: true,
        imports: ['index.html', '_LoginForm.js'],
        css: ['assets/LoginPage-3.css'],
      },
      '_LoginForm.js': {
        file: 'assets/LoginForm-4.js',
        imports: ['_react.js'],
        css: ['assets/LoginForm-4.css'],
      },
    }),
  );

  it('a lazy page links its chunk, the chunks it imports and their styles, none of the entry', async () => {
    const { html } = await pageAt('/Account/Login');
    const links = [
      ...html.matchAll(/<link rel="(preload" as="style|modulepreload)" crossorigin href="([^"]+)">/g),
    ];
    expect(links.map(([, rel, href]) => `${rel} ${href}`)).toEqual([
      'preload" as="style /assets/LoginPage-3.css',
      'preload" as="style /assets/LoginForm-4.css',
      'modulepreload /assets/LoginPage-3.js',
      'modulepreload /assets/LoginForm-4.js',
    ]);
  });

  it('a page in the entry links nothing more, and the manifest is not served', async () => {
    expect((await pageAt('/')).html).not.toContain('crossorigin');
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('LoginPage');
  });
});
