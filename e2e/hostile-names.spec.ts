import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginAs, test } from './support/fixtures';
import { settled } from './support/screen';

/**
 * Names an admin types are shown as text everywhere, never run. A location, an obstacle and
 * an event named with script payloads (and an event description carrying more) are opened on every
 * public page that shows them and on the admin lists: no payload runs, no injected element exists, and
 * the name reads as the literal text typed.
 */
const suffix = String(Date.now()).slice(-6);
const payload = (word: string) => `${word} <img src=x onerror=window.__xss=1> ${suffix}`;
const scriptDescription =
  '<p>Bring water</p><script>window.__xss=2</script><img src=x onerror="window.__xss=3">' +
  '<a href="javascript:window.__xss=4">map</a>';

async function adminCall<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const login = await request.post('/api/Auth/Login', { data: DEMO.admin });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Nothing ran and nothing was injected; the payload shows as the text typed. */
async function expectInert(page: Page, shown: string): Promise<void> {
  await settled(page);
  await expect(page.getByText(shown).first()).toBeAttached();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], script:not([src]):not([type])').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
}

test('names and descriptions carrying script payloads show as text and run nowhere', async ({
  page,
  request,
}) => {
  test.slow();
  const location = await adminCall<{ id: number; path: string; name: string }>(request, '/Location/Create', {
    name: payload('Park'),
    streetNumber: '9',
    streetAddress: 'Harbour Rd',
    city: 'Geelong',
    state: 'VIC',
  });
  const equipment = await adminCall<{ id: number; name: string }>(request, '/Equipment/Create', {
    name: payload('Beam'),
    instructions: scriptDescription,
  });
  await adminCall(request, '/Location/AddEquipment', {
    equipmentId: equipment.id,
    locationId: location.id,
    index: 0,
  });
  const start = new Date(Date.now() + 2 * 24 * 3_600_000);
  const event = await adminCall<{ path: string; name: string }>(request, '/Event/Create', {
    name: payload('Dash'),
    content: scriptDescription,
    locationId: location.id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
  });

  for (const [address, shown] of [
    [`/Locations/View/${location.path}`, location.name],
    ['/Obstacles', equipment.name],
    ['/Events', event.name],
    [`/Events/View/${event.path}`, event.name],
  ] as const) {
    await page.goto(address);
    await expectInert(page, shown);
  }

  await loginAs(page, 'admin');
  for (const [address, shown] of [
    ['/Admin/Locations/Manage', location.name],
    ['/Admin/Equipment/Manage', equipment.name],
    ['/Admin/Event/Manage', event.name],
    [`/Admin/Event/Single/${event.path}`, event.name],
  ] as const) {
    await page.goto(address);
    await expectInert(page, shown);
  }
});
