/** Test helper (not app code): renders inside the app's real providers with a fresh query cache. */
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { Providers } from '../providers';
import { createQueryClient } from './query-client';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export function renderWithProviders(ui: ReactElement) {
  return render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
}

/** Renders routes in a memory router starting at `path`; read `router.state.location` to see where it went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}

/** happy-dom's window is 1024 px wide unless told otherwise; its matchMedia answers from this size. */
export const TEST_WINDOW_WIDTH = 1024;

/** Resizes happy-dom's window (a test that changes it puts it back to TEST_WINDOW_WIDTH afterwards). */
export function setWindowWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}
