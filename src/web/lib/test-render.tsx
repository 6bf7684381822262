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
