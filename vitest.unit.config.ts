import { defineConfig } from 'vitest/config';

// Pure code: deciders, schemas, formatters. No services.
export default defineConfig({
  test: {
    include: ['**/*.unit.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
  },
});
