import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**'];

// Pure code (deciders, schemas, formatters) in Node; React components in jsdom with Testing Library.
// No services in either.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude, environment: 'node' } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'components',
          include: ['frontend/src/**/*.unit.spec.tsx'],
          exclude,
          environment: 'jsdom',
          setupFiles: ['frontend/src/test/setup.ts'],
          // A form test types and clicks like a user; on a shared, busy machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
