import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { about, serveContent, showContentScreens } from '../lib/test-content';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('ContentViewPage and ContentSectionPage', () => {
  it('shows a card per section linking by slug, and the section with its HTML copy and an Edit link', async () => {
    serveContent(api, [
      { ...about, copy: '<p>We build <a href="https://example.com/courses">courses</a></p>' },
    ]);
    const { router } = showContentScreens('/Admin/Content/View');
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/Admin/Content/View/welcome',
      '/Admin/Content/View/about',
      '/Admin/Content/View/feedback',
    ]);
    expect(within(cards[0]).getByText(messages.noContent)).toBeTruthy();
    expect(within(cards[1]).getByText('Has content: About CourseClock')).toBeTruthy();

    fireEvent.click(within(cards[1]).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Admin/Content/View/about');
    expect(screen.getByRole('heading', { level: 2, name: 'About CourseClock' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'courses' }).getAttribute('href')).toBe(
      'https://example.com/courses',
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/Admin/Content/Edit/2');
    expect(screen.getByRole('link', { name: 'All sections' }).getAttribute('href')).toBe(
      '/Admin/Content/View',
    );
  });

  it("says 'No content exists for this section', and names an unknown section", async () => {
    serveContent(api);
    const { router } = showContentScreens('/Admin/Content/View/FEEDBACK');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(screen.getByText(messages.noContent)).toBeTruthy();
    await router.navigate('/Admin/Content/View/nope');
    expect(await screen.findByText('There is no content section “nope”.')).toBeTruthy();
  });

  it('shows the loading card, then the error card with Try again', async () => {
    let release: () => void = () => {};
    api.routes['GET /api/Content/GetSections'] = (_request, response) =>
      new Promise<void>((resolve) => {
        release = () => {
          sendJson(response, 404, { error: 'Not here' });
          resolve();
        };
      });
    api.routes['GET /api/Content/GetContent'] = (_request, response) => sendJson(response, 200, []);
    showContentScreens('/Admin/Content/View');
    expect((await screen.findByRole('status')).textContent).toBe('Loading sections…');
    await waitFor(() => expect(api.hits('/api/Content/GetSections')).toHaveLength(1));
    release();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Not here');
  });

  it('says there are no sections when there are none', async () => {
    api.routes['GET /api/Content/GetSections'] = (_request, response) => sendJson(response, 200, []);
    api.routes['GET /api/Content/GetContent'] = (_request, response) => sendJson(response, 200, []);
    showContentScreens('/Admin/Content/View');
    expect(await screen.findByText('There are no content sections.')).toBeTruthy();
  });
});
