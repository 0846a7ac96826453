import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:5000';

export default defineConfig({
  // Resolve against this file so `vite build` works from the repo root too.
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oidc': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true },
    },
  },
});
