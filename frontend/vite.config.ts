import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/precompress.ts';
import { preloadShellChunks } from '../scripts/preload-shell-chunks.ts';
import { prerenderLanding } from '../scripts/prerender-landing.ts';

const backend = 'http://127.0.0.1:5000';

export default defineConfig({
  // Resolve against this file, wherever vite runs from (`npx vite build frontend` from the repo root).
  root: new URL('.', import.meta.url).pathname,
  // preloadShellChunks: index.html preloads what main.tsx imports before the first render;
  // prerenderLanding: dist/landing.html, the visitor's landing as HTML, without those preloads (issue 22);
  // precompress: .br and .gz beside every text asset (landing.html included), served by the backend as
  // they are (issue 15).
  plugins: [react(), preloadShellChunks(), prerenderLanding(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor code in its own chunks so app releases do not bust their cache. No
        // catch-all vendor group: it would put every route's libraries on the landing page. Anything
        // not named here (date-fns, icons) goes with the routes that use it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Data fetching: every page but the visitor's hydrated landing (issue 22), which loads it
            // only on the way to a page that fetches.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // What every page needs at start: styling, stores; and the small shared modules of the
            // landing's first load (lucide's icon base, the first page's route heads and the route
            // address builder), which alone made chunks of 0.2 to 1.4 KB each (issue 22).
            {
              name: 'vendor',
              test: /node_modules[\\/](styled-components|stylis|@emotion|zustand)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context|Icon|createLucideIcon)|contracts[\\/]src[\\/]shared[\\/]route\.ts$|src[\\/]lib[\\/](api-url|first-page-routes)\.ts$|^\0?rolldown[\\/:]runtime/,
            },
            // Schemas: members' pages parse every answer; a visitor's landing needs none.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Members only (loaded after sign-in): the socket for live updates.
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io|xmlhttprequest-ssl|ws)[\\/]/,
            },
            // React's useSyncExternalStore shim, for both the editor (@tiptap/react) and the charts
            // (react-redux): its own chunk, named before them, since a group takes in what its
            // modules import; in `editor` it made the admin dashboard's charts load the editor.
            { name: 'sync-store', test: /node_modules[\\/]use-sync-external-store[\\/]/ },
            // The blog's rich-text editor: only the blog manager's dialog loads it, never a public page.
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|crelt|linkifyjs|fast-equals)[\\/]/,
            },
            // Charts (admin dashboard): recharts and what it brings.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|decimal\.js-light|@reduxjs|redux|react-redux|reselect|immer|es-toolkit|eventemitter3|tiny-invariant|clsx)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oidc': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true },
    },
  },
});
