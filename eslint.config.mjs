import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The composition rules (../shared/ARCHITECTURE.md) that lint can see. A deployable reaches
 * another only at runtime, and `shared` only by its package name: a relative import that climbs
 * out of its folder into another top-level one is refused. Library internals are refused in
 * all product code, with no exemptions: deep imports into a package's dist/ or lib/, the
 * bundler's runtime (`__webpack_require__`), and React's internals (its `__SECRET_INTERNALS…`,
 * `__CLIENT_INTERNALS…` and `__SERVER_INTERNALS…` objects, a context's `_currentValue`, the
 * `__reactFiber$…` keys it puts on DOM nodes).
 */
const crossDeployableImport = {
  regex: '^(\\.\\./)+(shell|serve|shared|tooling|mf-[a-z]+)/',
  message:
    "A deployable never imports another's source: reach it at runtime (its published files, the registry), or use @harmoni/shared (or, to build, @harmoni/tooling) by name.",
};
const libraryInternals = {
  regex: '^[^.].*/(dist|lib)/',
  message: "Use the package's public, documented entry points, not files inside its dist/ or lib/.",
};
const productCode = [
  '{shell,serve,shared,tooling,mf-lessons,mf-gallery,mf-about,mf-contact}/**/*.{ts,tsx}',
];
const testCode = ['**/*.test.{ts,tsx}', '**/testing/**', '**/scripts/**'];
const internalsMessage = "Library internals are private: use the library's documented API.";
/** Code that touches a library's internals: the bundler's runtime, React's private fields. */
const libraryInternalsSyntax = [
  {
    selector: "Identifier[name='__webpack_require__']",
    message: "The bundler's runtime is private: use its documented options and hooks.",
  },
  {
    selector: 'Identifier[name=/^__(SECRET|CLIENT|SERVER)_INTERNALS/]',
    message: internalsMessage,
  },
  { selector: 'Literal[value=/^__(SECRET|CLIENT|SERVER)_INTERNALS/]', message: internalsMessage },
  { selector: "Identifier[name='_currentValue']", message: internalsMessage },
  { selector: "Literal[value='_currentValue']", message: internalsMessage },
  // the keys React hangs on DOM nodes and roots: __reactFiber$…, __reactProps$…, _reactRootContainer
  { selector: 'Literal[value=/^__?react[A-Z]/]', message: internalsMessage },
];

/**
 * Code a remote's region draws (the remotes, and the shared package they draw with): the shell's
 * server draws each region apart, in a worker of its own release, and puts it in the page; ids
 * from React's useId depend on where a component sits in the tree, so they would differ from
 * the browser's whole page. Such code names its ids from its props or content.
 */
const regionCode = ['{shared,mf-lessons,mf-gallery,mf-about,mf-contact}/src/**/*.{ts,tsx}'];
const useIdMessage =
  "A remote's region is drawn apart on the server, so useId's ids would not match the browser's: name the id from props or content.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.redeploy/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: productCode,
    ignores: testCode,
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossDeployableImport, libraryInternals] }],
      'no-restricted-syntax': ['error', ...libraryInternalsSyntax],
    },
  },
  {
    files: regionCode,
    ignores: testCode,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...libraryInternalsSyntax,
        {
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='useId']",
          message: useIdMessage,
        },
        { selector: "MemberExpression[property.name='useId']", message: useIdMessage },
      ],
    },
  },
  {
    // Imports run one way (shared -> features -> app): a cycle is a feature leaning on its app,
    // or two features on each other.
    files: productCode,
    ignores: testCode,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'shared',
            'tooling',
            'serve',
            'shell',
            'mf-lessons',
            'mf-gallery',
            'mf-about',
            'mf-contact',
          ].map((workspace) => `${workspace}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
