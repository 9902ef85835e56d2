// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webSrc = 'packages/web/src';
const webFeatures = fs
  .readdirSync(new URL(`./${webSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's floors, as bulletproof-react draws them: `app` (the root, the entries, the routes) composes
 * features; a feature uses shared code and never another feature; shared code (components, config, lib,
 * types) uses neither. A part of one feature that another needs comes through the route or a shared component.
 */
const webFloors = [
  ...webFeatures.map((feature) => ({
    target: `./${webSrc}/features/${feature}`,
    from: `./${webSrc}/features`,
    except: [`./${feature}`],
    message: 'Una feature no importa otra: la ruta las compone (o la parte va a src/components o src/lib).',
  })),
  { target: `./${webSrc}/features`, from: `./${webSrc}/app` },
  {
    target: [`./${webSrc}/components`, `./${webSrc}/config`, `./${webSrc}/lib`, `./${webSrc}/types`],
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
  },
];

const apiSrc = 'packages/api/src';
const subfolders = (dir) =>
  fs
    .readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const apiModules = subfolders(`${apiSrc}/modules`);
const apiModule = (name) => `./${apiSrc}/modules/${name}`;

/**
 * The API's floors. `config` and `infra` are below every module. A module's sub-folders (simi/sync,
 * simi/probe) are its own: another module imports its top-level files only (its *.module.ts and the
 * classes and types it exports). The listings stack: the local catalog, then SIMI (which copies into it),
 * then properties, whose property-source.module.ts picks one of the two. Checked on the runtime code; a test
 * may compose any floors.
 */
const apiFloors = [
  {
    target: [`./${apiSrc}/config`, `./${apiSrc}/infra`],
    from: `./${apiSrc}/modules`,
    message: 'config e infra están debajo de los módulos: no importan ninguno.',
  },
  { target: `./${apiSrc}/config`, from: `./${apiSrc}/infra`, message: 'config no importa infra.' },
  ...apiModules.flatMap((owner) =>
    subfolders(`${apiSrc}/modules/${owner}`).map((sub) => ({
      target: apiModules.filter((m) => m !== owner).map(apiModule),
      from: `${apiModule(owner)}/${sub}`,
      message: `${owner}/${sub} es interno de ${owner}: importa sus archivos de primer nivel (lo que su módulo exporta).`,
    })),
  ),
  {
    target: apiModule('catalog'),
    from: [apiModule('simi'), apiModule('properties')],
    message: 'El catálogo local está debajo de SIMI y de properties (que elige la fuente).',
  },
  {
    target: apiModule('simi'),
    from: apiModule('properties'),
    message: 'SIMI está debajo de properties, cuyo property-source.module.ts elige la fuente.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.react-router/**',
      '**/node_modules/**',
      'var/**',
      '**/coverage/**',
      'packages/api/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
      '**/*.config.{js,mjs,cjs}',
      'packages/api/scripts/**',
      // Runs only inside the offline mail-catcher image, whose packages (smtp-server, mailparser) live there.
      'docker/offline/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Nest's DI needs the runtime class reference that a type-only import would erase.
    files: ['packages/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    // Registered as `import`, the name its rules go by in bulletproof-react and eslint-plugin-import.
    plugins: { import: importPlugin },
    settings: {
      // What import-x reads to follow imports through TypeScript files (as its `typescript` config sets).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/web/tsconfig.json' })],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webFloors }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // `~/lib/...` (tsconfig's paths) instead of climbing folders.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../*'], message: "Use '~/…' (src/)." }],
          paths: [
            {
              name: '@mui/material/TextField',
              message:
                "Use '~/components/fields/outlined-text-field': TextField always brings the menu Select and its Modal.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/{src,test}/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Follows package.json's "imports" (#src/…, #test/…) to the sources, as tsc does.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/api/tsconfig.json' })],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // `#src/…` (package.json's "imports") instead of climbing two folders or more.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: "Use '#src/…' (or '#test/…')." }] },
      ],
    },
  },
  {
    files: [`${apiSrc}/**/*.ts`],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: apiFloors }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.int-spec.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Plain .mjs scripts (bench/) and the contracts' Vitest config are not part of any TypeScript project:
    // lint them without type information.
    files: ['bench/**/*.mjs', 'packages/contracts/vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
