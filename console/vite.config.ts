import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The console is built into console/dist and served by the gateway under /console (services/gateway/console-assets.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  logLevel: 'warn',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  resolve: { alias: { '@marketplace/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No inline script or data: URI, so the Content-Security-Policy can stay at 'self'.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
