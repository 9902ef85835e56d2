import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * A chunk group's test from the paths of its modules: a file without its extension (`src/app/theme`) or, with
 * a trailing slash, every file of a folder (`@mui/material/esm/List/`).
 */
function modulesAt(...paths: string[]): RegExp {
  const alternatives = paths.map((path) =>
    path.endsWith('/') ? path.replaceAll('/', '[\\\\/]') : `${path.replaceAll('/', '[\\\\/]')}\\.[jt]sx?$`,
  );
  return new RegExp(`[\\\\/](${alternatives.join('|')})`);
}

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    // Vitest renders components without the framework's route modules.
    process.env.VITEST ? react() : reactRouter(),
    // Every browser file also as .br (quality 11) and .gz (level 9), which the gateway and nginx send as they
    // are: `/`'s first scripts travel as 210 KB instead of 243 KB brotli made on the fly at quality 4.
    !isSsrBuild && compression({ exclude: /\.map$/, logLevel: 'silent' }),
  ],
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: [
      // The web reads the contracts' TypeScript sources, not their CommonJS build.
      { find: '@inmo/contracts', replacement: contractsEntry },
      // Every `from 'zod'` (the web's and the contracts') gets zod with `jitless` set: see zod-jitless.ts.
      { find: /^zod$/, replacement: zodJitless },
      // `~/config/paths` is `src/config/paths` (tsconfig.json's `paths` says the same to TypeScript and ESLint).
      { find: /^~\//, replacement: sourceRoot },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // The built page handler is one self-contained file: the gateway loads it and needs none of the web's
  // packages. `vite dev` loads them from node_modules (inlined, React's CommonJS would not run).
  ssr: command === 'build' ? { noExternal: true } : {},
  build: isSsrBuild
    ? { rolldownOptions: { input: './server/page-handler.ts' } }
    : {
        rolldownOptions: {
          output: {
            // What every page runs (React, the router, emotion, MUI's styling core, the query client) in one
            // long-cached file, instead of some 20 small ones that compress worse (first page 226.7 -> 214.8 KB gzip with the MUI core group below).
            codeSplitting: {
              groups: [
                {
                  // MUI's core that the shell (header, footer, page hero) renders on every page.
                  name: 'mui-core',
                  test: /node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(Box|Typography|Stack|IconButton|Button|ButtonBase|Container|Paper|SvgIcon|CssBaseline|styles|utils|internal|className|colors|zero-styled|DefaultPropsProvider|useSlot|Badge)[\\/.]/,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion[\\/][\w-]+|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack[\\/][\w-]+|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types)[\\/]/,
                },
                // The app's own modules that the root and the shell (every page but the printable PQRS) import, and
                // the shell's icons: each was a file of its own (an entry's exports cannot grow), 14 files of
                // 0.2-1.6 KB on `/`. Grouped after the two above, so their packages stay there. Every page loads them
                // anyway, and one file compresses better than 14 (scripts/check-bundle-budget.mjs).
                {
                  name: 'root-shared',
                  test: modulesAt(
                    'src/config/theme',
                    'src/lib/route-data',
                    'src/components/route-error',
                    'src/lib/early-input',
                    'src/lib/hydrates-later',
                    'src/config/paths',
                    'src/config/navigation',
                    'src/components/layout/brand-logo',
                    'src/components/mount-when-opened',
                    'src/lib/query-client',
                    'src/lib/use-document-title',
                    'src/lib/api-client',
                    'src/lib/use-near-screen',
                    // Whether there is a map at all (`/`, a property): a 0.2 KB file of its own otherwise.
                    'src/lib/use-settings',
                    'contracts/src/messages',
                    'contracts/src/constants/site',
                    '@mui/material/esm/locale/',
                    '@mui/icons-material/esm/PhoneOutlined',
                    '@mui/icons-material/esm/WhatsApp',
                    '@mui/icons-material/esm/MailOutline',
                  ),
                },
                // Small modules that the same first pages load together, one file per set instead of one per module:
                // on a phone's HTTP/1.1 (six connections, 150 ms round trips) every file on a page waits its turn,
                // so files count as well as bytes. `/` 32 -> 17 files, a property 44 -> 25, the maintenance form
                // 44 -> 27, each a little lighter (bench/results/time-to-interactive-2026-11-28-fewer-files.txt).
                // Only modules that import no `@inmo/contracts` index: a group takes its modules' imports with it.
                {
                  // `/` and a property.
                  name: 'property-shared',
                  test: modulesAt(
                    'contracts/src/money',
                    'contracts/src/property/constants',
                    'contracts/src/property/helpers',
                    'contracts/src/property/places',
                    '@mui/icons-material/esm/PlaceOutlined',
                    '@mui/icons-material/esm/HomeWorkOutlined',
                    '@mui/icons-material/esm/SearchOff',
                    '@mui/icons-material/esm/Facebook',
                    '@mui/icons-material/esm/CheckCircleOutline',
                    '@mui/icons-material/esm/ChevronRight',
                    '@mui/icons-material/esm/EmailOutlined',
                  ),
                },
                {
                  // The forms.
                  name: 'form-shared',
                  test: modulesAt(
                    'contracts/src/captcha',
                    'contracts/src/forms/phone',
                    'contracts/src/forms/consent',
                    'contracts/src/lookups/document-types',
                    'src/components/page-hero',
                    'src/features/maintenance/lib/last-created-maintenance',
                  ),
                },
                {
                  // `/`'s search and the forms' fields.
                  name: 'search-shared',
                  test: modulesAt(
                    'src/components/fields/native-select-field',
                    'src/features/search/api/search-properties',
                    'src/lib/get-neighbourhoods',
                    'src/lib/visually-hidden',
                    'use-debounce/',
                  ),
                },
                {
                  // A property's menus and dialogs, the forms' selects and alerts.
                  name: 'mui-menus',
                  test: modulesAt(
                    '@mui/material/esm/List/',
                    '@mui/material/esm/ListItem/',
                    '@mui/material/esm/ListItemIcon/',
                    '@mui/material/esm/ListItemText/',
                    '@mui/material/esm/ListItemButton/',
                    '@mui/material/esm/Modal/',
                    '@mui/material/esm/Alert/',
                  ),
                },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the CPUs: one file at a time on 2 CPUs. Two: 230 -> 145 s.
    maxWorkers: 2,
  },
}));
