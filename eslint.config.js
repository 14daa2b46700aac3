import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of src, bottom to top (docs/architecture.md): each imports only from the layers below
 * it, and a feature never imports another feature.
 */
const SHARED = ['src/contract', 'src/lib', 'src/components', 'src/pwa', 'src/styles'];
const ENTITIES = 'src/entities';
const FEATURES = 'src/features';
const APP = ['src/app', 'src/routes', 'src/main.tsx', 'src/routeTree.gen.ts'];
const features = readdirSync(path.join(import.meta.dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYERS_DOC = 'See docs/architecture.md.';
/** The back office's app (docs/back-office/README.md): beside the PWA, on the shared layer. */
const BACK_OFFICE = 'src/back-office';
const BACK_OFFICE_CONTRACT = 'src/contract/back-office';
const BACK_OFFICE_SECTIONS = `${BACK_OFFICE}/sections`;
const boSections = readdirSync(path.join(import.meta.dirname, BACK_OFFICE_SECTIONS), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: SHARED,
    from: [ENTITIES, FEATURES, ...APP],
    message: `Shared code (contract, lib, components, pwa, styles) imports no entity, feature or app code. ${LAYERS_DOC}`,
  },
  {
    target: ENTITIES,
    from: [FEATURES, ...APP],
    message: `An entity imports shared code and other entities only, never a feature or the app. ${LAYERS_DOC}`,
  },
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: `A feature never imports another feature: move what both need to src/entities (data) or src/components (UI), or compose them in src/app. ${LAYERS_DOC}`,
  })),
  {
    target: FEATURES,
    from: APP,
    message: `A feature never imports the app layer (src/app, src/routes, src/main.tsx). ${LAYERS_DOC}`,
  },
  {
    target: BACK_OFFICE,
    from: [ENTITIES, FEATURES, ...APP, 'src/pwa'],
    message: `The back office imports shared code only (contract, lib, components, styles), never the PWA's entities, features, app or pwa. ${LAYERS_DOC}`,
  },
  {
    target: [...SHARED.filter((folder) => folder !== 'src/contract'), ENTITIES, FEATURES, ...APP],
    from: [BACK_OFFICE, BACK_OFFICE_CONTRACT],
    message: `The PWA never imports the back office or its contract (src/contract/back-office): they are for the back office and the server. ${LAYERS_DOC}`,
  },
  {
    target: 'src/contract',
    from: BACK_OFFICE,
    message: `The contract never imports the back office's app. ${LAYERS_DOC}`,
  },
  ...boSections.map((section) => ({
    target: `${BACK_OFFICE_SECTIONS}/${section}`,
    from: BACK_OFFICE_SECTIONS,
    except: [`./${section}`, './nav.ts', './SectionPlaceholder.tsx'],
    message: `A back office section never imports another section: move what both need to src/back-office/components. ${LAYERS_DOC}`,
  })),
];

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
      // The back office has no first-screen budget: its forms validate with the contract's schemas.
      'src/back-office/**',
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
            {
              // A module goes whole into one chunk: the catalogue would put every endpoint in
              // the first screen (docs/architecture.md).
              regex: 'contract/endpoints$',
              allowTypeImports: true,
              message: 'Import each endpoint from its own module: contract/endpoints/<name>.',
            },
          ],
        },
      ],
    },
  },
  {
    // One-way layers in src (docs/architecture.md), and no import cycle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported modules: with the TypeScript parser, by their extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests assert on values they have just checked; `!` keeps them short.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
