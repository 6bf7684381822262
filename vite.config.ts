import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets } from './scripts/compress-assets.js';
import { mantineComponentStyles } from './scripts/mantine-styles.js';

const API_SERVER = 'http://127.0.0.1:3000';
const LOGO_COLOUR = '#0d7562';

export default defineConfig({
  plugins: [
    react(),
    mantineComponentStyles(),
    // Offline (docs/design.md): the app shell and every page chunk are precached, so a course with no
    // signal still opens the stopwatch after one visit. The API is never cached (no runtimeCaching): a
    // board is live or absent, and unsent times wait in IndexedDB (src/web/lib/timing/pending-saves.ts).
    VitePWA({
      registerType: 'autoUpdate',
      // Registered from src/web/main.tsx in production builds only.
      injectRegister: false,
      manifest: {
        name: 'CourseClock',
        short_name: 'CourseClock',
        description: 'Find outdoor obstacle courses, time your runs and climb the leaderboards.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: LOGO_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Any app route opened offline gets the cached shell; server paths never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/healthz$/, /^\/readyz$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [],
      },
    }),
    // Brotli and gzip copies of every built file, sent by the server by Accept-Encoding: a phone on 4G
    // fetches a fraction of the bytes (docs/performance.md).
    compressAssets(),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server links a public page's own chunk and styles in that page's HTML
    // (src/server/plugins/page-chunks.ts).
    manifest: true,
    // The first load is one script (below); this flags it growing past what a phone on 4G should fetch.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // A schema built at the top of a module and never used on a page (most of src/shared/schemas serves
      // the server) was still built while the entry ran: zod's builders are plain calls the bundler had
      // to keep. Every `z.…` call and chain is pure, so unused schemas drop out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Everything the entry imports statically ('$initial') travels in the entry itself. Left alone,
        // Rolldown splits what the entry shares with lazy pages into many small chunks, and a phone on
        // HTTP/1.1 fetches those six at a time, a round trip each (docs/performance.md). Lazy pages keep
        // their own chunks.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_SERVER,
      '/uploads': API_SERVER,
      '/healthz': API_SERVER,
    },
  },
  preview: {
    proxy: {
      '/api': API_SERVER,
      '/uploads': API_SERVER,
    },
  },
});
