// Lint enforces: typescript-eslint's recommended type-checked rules (promises handled, no `any` leaking,
// no needless assertion) and `import type` for type-only imports; React's
// hooks rules; the typed store hooks (src/app/hooks.ts) instead of react-redux's raw ones; no
// dangerouslySetInnerHTML; the import direction lib <- api <- features <- components <- pages <- app
// <- server (lib/ and api/ import none of features, components, pages or app, but for the route table's
// lazy page imports, src/lib/routes.ts; features and components
// import no page, and of app only the typed hooks and, type-only, the store's types; of another feature,
// a feature imports only its …Api.ts and …Slice.ts; nothing in the app imports the server); no product
// code importing
// the sandbox (src/mocks); no import cycle through value imports (`npm run lint` also runs dpdm, which
// rejects cycles through type-only imports too).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks of src/app/hooks.ts.',
};

const PRODUCT = ['app', 'lib', 'api', 'features', 'components', 'pages', 'content', 'styles', 'server'].map(
  (dir) => `./src/${dir}`,
);

/** Each layer and what it must not import. */
const LAYERS = [
  {
    target: './src/lib',
    from: ['./src/api', './src/features', './src/components', './src/app'],
    message: 'lib/ is shared by everything: it imports nothing of the app.',
  },
  {
    target: './src/lib/!(routes).ts',
    from: './src/pages',
    message: 'lib/ is shared by everything: only the route table imports pages (lazily).',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/components', './src/pages', './src/app'],
    message: 'api/ is the transport: features build on it, never the other way.',
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

// Each folder of src/features is a feature. Another feature may import only its public modules: its
// endpoints (…Api.ts) and its slice (…Slice.ts: actions, selectors), as a slice reacts to other
// features' endpoints and actions. The folders are read here, so a new feature is covered once it exists.
const FEATURE_PUBLIC_MODULES = '**/src/features/*/**/*@(Api|Slice).ts';
const FEATURE_BOUNDARIES = fs
  .readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: `./src/features/!(${name})/**`,
    except: [FEATURE_PUBLIC_MODULES],
    message: "That is another feature's internals: of another feature, import only its …Api.ts or …Slice.ts.",
  }));

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', '.e2e-dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/'] },
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
    // The route table names each page once, as a code-split point: a static import would put every page
    // in the first bundle, and make the table a cycle of every page that links to another.
    files: ['src/lib/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/\\/pages\\//]",
          message: "The route table imports a page lazily only: page: () => import('…').",
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
);
