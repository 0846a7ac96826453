import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The package arrows (docs/decisions/0001-package-arrows.md): frontend -> contracts, projections ->
 * contracts, backend -> projections, contracts. An import against them, by package name or by
 * relative path, is a lint error here. The rest is checked on the resolved import graph by
 * tests/architecture/import-graph.unit.spec.ts: cycles between files and between the context folders
 * of backend/src and projections/src, a backend context importing another, backend code past the
 * projections package's entry, a frontend feature importing another, and shared frontend code
 * importing a feature (this registry's mirror cannot install the native resolver that
 * eslint-plugin-import-x needs; see the record's alternatives).
 */
const forbid = (packages, message) => ({
  regex: `(^@tradeguild/(${packages.join('|')})(/|$))|(^\\.\\.?/(.*/)?(${packages.join('|')})/)`,
  message,
});
const testSupport = { regex: '^\\.\\.?/(.*/)?(tests|bench)/', message: 'test support and benchmarks stay out of the code that ships' };
const arrows = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'frontend/dist/**', '.data/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': arrows(forbid(['backend', 'projections', 'frontend'], 'contracts import nothing of ours'), testSupport),
    },
  },
  {
    files: ['projections/**'],
    rules: { 'no-restricted-imports': arrows(forbid(['backend', 'frontend'], 'projections -> contracts only')) },
  },
  {
    files: ['projections/src/**'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': arrows(forbid(['backend', 'frontend'], 'projections -> contracts only'), testSupport) },
  },
  { files: ['backend/**'], rules: { 'no-restricted-imports': arrows(forbid(['frontend'], 'backend -> projections, contracts only')) } },
  {
    files: ['backend/src/**'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': arrows(forbid(['frontend'], 'backend -> projections, contracts only'), testSupport) },
  },
  {
    files: ['frontend/src/**'],
    rules: { 'no-restricted-imports': arrows(forbid(['backend', 'projections'], 'frontend -> contracts only'), testSupport) },
  },
  { files: ['scripts/**', '**/*.spec.ts', 'bench/**'], rules: { 'no-console': 'off' } },
);
