/** Test helper (not app code): demo-like sections and content served by the loopback test API. */
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { Content, ContentSection } from '../../../../../shared/schemas/content';
import { sendJson, type TestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import ContentAddPage from '../pages/ContentAddPage';
import ContentEditPage from '../pages/ContentEditPage';
import ContentSectionPage from '../pages/ContentSectionPage';
import ContentViewPage from '../pages/ContentViewPage';

export const sections: ContentSection[] = [
  { id: 1, name: 'Welcome', slug: 'welcome', title: 'Welcome' },
  { id: 2, name: 'About', slug: 'about', title: 'About Us' },
  { id: 5, name: 'Feedback', slug: 'feedback', title: 'Feedback' },
];

export const welcome: Content = {
  id: 11,
  contentSectionId: 1,
  title: 'Welcome to CourseClock',
  copy: '<p>Time your runs</p>',
};
export const about: Content = {
  id: 12,
  contentSectionId: 2,
  title: 'About CourseClock',
  copy: '<p>We build <strong>courses</strong></p>',
};

/**
 * The content pages' test file set-up: whole pages with the editor are slow on a busy machine, so the
 * waits are generous (limits, not timings); toasts live in one store, so each test starts with none.
 */
export function setUpContentPageTests() {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => notifications.clean());
}

/**
 * Waits until `heading` is the page shown: the router's address changes at once, but a lazy page
 * renders (and the one before it leaves) only once its chunk has loaded.
 */
export async function onPage(heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
}

/** Serves the sections, the content and SectionHasContent from the same list. */
export function serveContent(api: TestApiServer, content: Content[] = [welcome, about]) {
  api.routes['GET /api/Content/GetSections'] = (_request, response) => sendJson(response, 200, sections);
  api.routes['GET /api/Content/GetContent'] = (_request, response) => sendJson(response, 200, content);
  api.routes['POST /api/Content/SectionHasContent'] = (request, response) => {
    const { contentSectionId } = JSON.parse(request.body) as { contentSectionId: number };
    sendJson(response, 200, {
      hasContent: content.some((piece) => piece.contentSectionId === contentSectionId),
    });
  };
}

/** The four content screens at their docs/spec.md §2 addresses, starting at `path`. */
export function showContentScreens(path: string) {
  const props = { sectionKey: 'content' as const };
  return renderRoutes(
    [
      { path: '/Admin/Content/Add', element: <ContentAddPage title="Add content" {...props} /> },
      {
        path: '/Admin/Content/Edit/:contentSectionId?',
        element: <ContentEditPage title="Edit content" {...props} />,
      },
      { path: '/Admin/Content/View', element: <ContentViewPage title="View content" {...props} /> },
      {
        path: '/Admin/Content/View/:section',
        element: <ContentSectionPage title="Content section" {...props} />,
      },
    ],
    path,
  );
}
