import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'data',
      'bench',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results*',
      'playwright-report*',
      '.tanstack',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // `import { type X }` keeps an empty runtime import under verbatimModuleSyntax: a module
      // imported only for its types would still be bundled (the contract brings zod with it).
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // zod and the contract's schemas weigh 30 KB gzip: they belong to the form schemas of the
    // lazy form screens only, never to what loads before the first screen (initial JS budget).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/contract/**',
      'src/**/form-schema.ts',
      'src/components/form/french-fields.ts',
      'src/components/form/use-zod-form.ts',
      'src/features/password-reset/new-password-fields.ts',
      'src/features/password-reset/RequestResetForm.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', allowTypeImports: true, message: 'zod is for lazy form screens only.' },
          ],
          patterns: [
            {
              regex: 'contract/(api|french-formats)$',
              allowTypeImports: true,
              message: 'Import values from contract/constants or contract/french-checks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests assert on values they have just checked; `!` keeps them short.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
