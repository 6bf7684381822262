// Mantine's base layer; each component's own styles come with it (scripts/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.css';
// The theme's variables and breakpoint classes (npm run theme:css), unlayered so they win over Mantine's.
import './theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of RouterProvider supports flushSync navigations (logout relies on one).
import { RouterProvider } from 'react-router/dom';
import { contentBySlugQueryOptions } from './api/content';
import { queryClient } from './lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

// The development server pre-bundles Mantine, so the per-component styles of the build are not there.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');

// docs/spec.md §2: content sections are preloaded by slug at start, before any page asks for them.
void queryClient.prefetchQuery(contentBySlugQueryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Total blocking time: the first screen is built in tasks a phone can interleave with input.
// Evaluating the app's script is one long task already, so the router and the first render start in
// the next one, and a transition lets React render the first screen in slices instead of holding the
// main thread for the whole tree.
setTimeout(() => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
  });
});

// docs/design.md offline: the service worker (vite-plugin-pwa, Workbox) caches the app shell so a course
// with no signal still opens; not in development, where it would serve stale modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (private mode, plain http on a LAN address): the app simply needs signal.
    });
  });
}
