/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Demo mode only: serves and emits MSW's service worker, taken from the
 * installed msw package, so that it always matches the library version and
 * never lands in public/ (and so never in a production build).
 */
function demoServiceWorker(): Plugin {
  const workerPath = fileURLToPath(
    new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
  );
  const fileName = 'mockServiceWorker.js';
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(workerPath, 'utf8') });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), mode === 'demo' ? demoServiceWorker() : null],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { sourcemap: false },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./tests/testing/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Some screen tests type whole forms as a user does.
    testTimeout: 30_000,
    env: {
      VITE_API_URL: 'http://api.test',
    },
  },
}));
