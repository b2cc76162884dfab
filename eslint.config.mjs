// Lint enforces:
// - typescript-eslint's recommended type-checked rules (promises handled, no `any` leaking, no needless
//   assertion), `import type` for type-only imports, React's hooks rules, the typed store hooks
//   (src/app/hooks.ts) instead of react-redux's raw ones, and no dangerouslySetInnerHTML.
// - The import direction lib <- {api, content} <- {features, components} <- pages <- app <- server:
//   - lib/ imports none of api, content, features, components, pages, app, not even lazily: the pages
//     are named by app/pageLoaders.ts alone, lazily (`key: () => import(…)`), never with a static import.
//   - api/ and content/ import neither each other nor anything above them.
//   - features/ and components/ may import each other, never pages/; of app/, they and pages/ import
//     only the typed hooks (app/hooks.ts) and, type-only, the store's types (app/store.tsx).
//   - Of another feature, a feature or a shared component imports only its …Api.ts (endpoints) and
//     …Slice.ts (actions, selectors); pages, app/ and server/ may import any of a feature's files.
//   - Nothing in src/ but server/ imports server/; nothing in src/ but the sandbox imports the sandbox
//     (src/mocks).
//   - No import cycle, type-only ones included (import-x/no-cycle follows value imports; `npm run lint`
//     also runs dpdm, which follows type-only ones too).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks of src/app/hooks.ts.',
};

const PRODUCT = ['app', 'lib', 'api', 'features', 'components', 'pages', 'content', 'styles', 'server'].map((dir) => `./src/${dir}`);

/** Each layer and what it must not import (the header's import direction). */
const LAYERS = [
  {
    target: './src/lib',
    from: ['./src/api', './src/content', './src/features', './src/components', './src/pages', './src/app'],
    message: 'lib/ is under everything: it imports none of api, content, features, components, pages or app.',
  },
  {
    target: './src/api',
    from: ['./src/content', './src/features', './src/components', './src/pages', './src/app'],
    message: 'api/ is the transport, on lib/ only: features and pages build on it, never the other way.',
  },
  {
    target: './src/content',
    from: ['./src/api', './src/features', './src/components', './src/pages', './src/app'],
    message: 'content/ is text, on lib/ only: components and pages show it, never the other way.',
  },
  {
    target: ['./src/features', './src/components'],
    from: './src/pages',
    message: 'Shared code must not import pages.',
  },
  {
    target: ['./src/features', './src/components', './src/pages'],
    from: './src/app',
    except: ['./hooks.ts', './store.tsx'],
    message: 'Only the composition root imports app/ (the typed hooks excepted).',
  },
  {
    target: [...PRODUCT.filter((dir) => dir !== './src/server'), './src/main.tsx', './src/sw.ts'],
    from: './src/server',
    message: 'The server renders the app; the app never imports the server.',
  },
  {
    target: [...PRODUCT, './src/main.tsx', './src/sw.ts'],
    from: './src/mocks',
    message: 'The product never imports the sandbox: ask the sandbox API instead.',
  },
];

// Each folder of src/features is a feature. Another feature, or a shared component, may import only its
// public modules: its endpoints (…Api.ts) and its slice (…Slice.ts: actions, selectors), as a slice
// reacts to other features' endpoints and actions. The folders are read here, so a new feature is
// covered once it exists.
const FEATURE_PUBLIC_MODULES = '**/src/features/*/**/*@(Api|Slice).ts';
const FEATURE_INTERNALS = "That is a feature's internals: of a feature, import only its …Api.ts or …Slice.ts.";
const FEATURE_BOUNDARIES = [
  ...fs
    .readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: `./src/features/!(${name})/**`,
      except: [FEATURE_PUBLIC_MODULES],
      message: FEATURE_INTERNALS,
    })),
  { target: './src/components', from: './src/features/**', except: [FEATURE_PUBLIC_MODULES], message: FEATURE_INTERNALS },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      '.e2e-dist/',
      '.bench-dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // One TypeScript program, tsconfig.json's, serves every .ts file (src, tests, e2e, scripts and the
    // configs). Tests that nest jest's asymmetric matchers (expect.any, expect.objectContaining) import
    // `expect` from @jest/globals: its matchers are typed, @types/jest's are `any`.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // React code only: Playwright's fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User content is rendered as text, never as HTML.',
        },
      ],
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS] }],
    },
  },
  {
    // The pages' loaders name each page once, as a code-split point: a static import would put every
    // page in the app's first code.
    files: ['src/app/pageLoaders.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/\\/pages\\//][importKind!='type']",
          message: "A page is imported lazily only: key: () => import('…').",
        },
      ],
    },
  },
  {
    // The one place the raw hooks are wrapped.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...LAYERS, ...FEATURE_BOUNDARIES] }],
    },
  },
  {
    // The store's types, yes; the store itself is made by the composition root only.
    files: ['src/features/**', 'src/components/**', 'src/pages/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/store'],
              allowTypeImports: true,
              message: 'Only src/app makes the store; import its types with `import type`.',
            },
          ],
        },
      ],
    },
  },
  // The plain JavaScript files (configs, stubs) are in no TypeScript program.
  { ...tseslint.configs.disableTypeChecked, files: ['**/*.{js,cjs,mjs}'] },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layout is prettier's (prettier.config.mjs): no rule of the above may ask for another.
  eslintConfigPrettier,
);
