import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// lib/zod-mini.ts configures zod for the site's Content-Security-Policy: every schema goes through it.
const zodThroughLib = ['zod', 'zod/mini'].map((name) => ({
  name,
  message: "Import * as z from '@/lib/zod-mini'.",
  allowTypeImports: true,
}));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  // CommonJS by necessity (Next loads cache/*.cjs as they are): `require` is how they import.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['app/**', 'components/**', 'features/**', 'lib/**'],
    ignores: ['lib/zod-mini.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodThroughLib }] },
  },
  {
    // Imports run one way: what several areas share never reaches into one area's folder
    // (tests/unit/import-graph.test.ts also keeps folders and files free of circles).
    files: ['components/**', 'lib/**'],
    ignores: ['lib/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: zodThroughLib,
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features/',
              message: 'lib/ and components/ are shared: move what both need out of features/.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.local-panel/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
