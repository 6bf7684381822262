import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of RouterProvider supports flushSync navigations (logout relies on one).
import { RouterProvider } from 'react-router/dom';
import { contentBySlugQueryOptions } from './api/content';
import { queryClient } from './lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

// docs/spec.md §2: content sections are preloaded by slug at start, before any page asks for them.
void queryClient.prefetchQuery(contentBySlugQueryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);

// docs/design.md offline: the service worker (vite-plugin-pwa, Workbox) caches the app shell so a course
// with no signal still opens; not in development, where it would serve stale modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (private mode, plain http on a LAN address): the app simply needs signal.
    });
  });
}
