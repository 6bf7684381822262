import type { Locator, Page } from '@playwright/test';
import { expectReadableButtons } from './support/contrast';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { fitsPhone, settled } from './support/screen';

/**
 * Staff screens as they are used, not empty: an event chosen and its times listed, a location with its
 * obstacles, lists of locations, events, users, content, SMS recipients and audit entries. Each is
 * checked by axe and by the button contrast check (labels 4.5:1, icons 3:1, on the button's own
 * background), at rest and with the pointer on a Delete button. Referee screens at 375 × 667 with
 * touch, admin screens at 1280 × 800.
 */

const CURRENT_EVENT = 'South Bank Open at South Bank Parklands';
const COURSE = 'bondi-beach';

async function check(page: Page, step: string, filled: Locator): Promise<void> {
  await expect(filled.first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: test.info().outputPath(`${step}.png`), fullPage: false });
  await expectNoAxeViolations(page);
  await expectReadableButtons(page);
}

/** The pointer on a button: its hover colours must read as well as its resting ones. */
async function checkHovered(page: Page, step: string, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await button.hover();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: test.info().outputPath(`${step}.png`), fullPage: false });
  await expectReadableButtons(page);
  await page.mouse.move(0, 0);
}

test.describe('referee screens, filled, on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('Record Times and Delete Times with an event chosen and rows shown', async ({ page }) => {
    await loginAs(page, 'referee');
    await page.goto('/Referee');
    await check(page, '01-referee-menu', page.getByRole('link', { name: /Delete Times/ }));

    await page.goto('/Referee/RecordTimes');
    await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
    await check(
      page,
      '02-record-times-event-chosen',
      page.getByRole('region', { name: 'Lane 1', exact: true }),
    );

    await page.goto('/Referee/DeleteTimes');
    await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
    const rows = page.getByRole('list', { name: 'Recorded times' }).getByRole('listitem');
    await check(page, '03-delete-times-rows', rows);
    const deletes = page.getByRole('button', { name: /^Delete / });
    await fitsPhone(page, [deletes.first()]);

    await page.goto('/Referee/AddUser');
    await page.getByLabel('First name').fill('Casey');
    await check(page, '04-add-user-typed', page.getByRole('button', { name: 'Submit' }));
  });
});

test.describe('admin screens, filled, at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('locations, one with its obstacles, events, users, content, SMS and audit with data', async ({
    page,
    request,
  }) => {
    // Eleven screens, each filled and audited by axe: as long as the other multi-screen admin journeys.
    test.setTimeout(180_000);
    await loginAs(page, 'admin');

    await page.goto('/Admin/Locations/Remove');
    await check(page, '01-locations-remove', page.getByRole('button', { name: /Remove/ }));

    await page.goto(`/Admin/Locations/Single/${COURSE}`);
    const obstacles = page.getByRole('list', { name: 'Obstacle order' }).getByRole('listitem');
    await check(page, '02-course-obstacles', obstacles);
    await checkHovered(
      page,
      '03-course-obstacle-delete-hovered',
      obstacles
        .first()
        .getByRole('button', { name: /Delete|Remove/ })
        .first(),
    );

    await page.goto(`/Admin/Locations/Time/${COURSE}`);
    const times = page.getByRole('list', { name: 'Times' }).getByRole('listitem');
    await check(page, '04-course-times', times);
    await checkHovered(page, '05-course-time-delete-hovered', times.first().getByRole('button').last());

    await page.goto('/Admin/Locations/Results');
    await check(page, '06-location-results', page.getByRole('heading', { level: 1 }));

    await page.goto('/Admin/Event/Manage');
    await check(page, '07-events', page.getByRole('link', { name: /South Bank Open/ }));

    await page.goto('/Admin/Event/Edit/south-bank-open');
    await check(page, '08-event-edit', page.getByRole('heading', { name: /Referees/ }));

    await page.goto('/Admin/UserManagement/Remove');
    await check(page, '09-users-remove', page.getByRole('button', { name: /Remove/ }));

    await page.goto('/Admin/Equipment/Manage');
    await check(page, '10-equipment', page.getByRole('link', { name: /Edit/ }));

    await page.goto('/Admin/Content/View');
    await check(page, '11-content', page.getByRole('heading', { level: 2 }));

    await page.goto('/Admin/Sms/Send');
    await check(page, '12-sms', page.getByRole('button', { name: /Send/ }));

    // A staff write of this journey's own, so the trail has a row whichever journeys ran before it.
    await refereeAddsMember(request, { prefix: 'axe', firstName: 'Ada', lastName: 'Axe' });
    await page.goto('/Admin/Audit');
    await check(page, '13-audit', page.getByRole('row').nth(1));
  });
});
