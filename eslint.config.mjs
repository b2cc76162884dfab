// Lint: typescript-eslint's recommended rules, React hooks rules, and the project's own habits
// (typed store hooks only, no HTML from strings, import direction shared → features → pages → app).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.e2e-dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User content is rendered as text, never as HTML.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks of src/app/hooks.ts.',
            },
          ],
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
    // Import direction: shared code never reaches into pages or the app shell.
    files: ['src/api/**', 'src/features/**', 'src/components/**'],
    ignores: ['src/features/**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/pages/**'], message: 'Shared code must not import pages.' }],
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks of src/app/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
