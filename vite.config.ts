import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // Pages are lazy chunks (src/web/router.tsx); this only flags an unexpectedly fat entry.
    chunkSizeWarningLimit: 600,
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
