import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);
const sourceRoot = fileURLToPath(new URL('./src/', import.meta.url));

/** The layouts around every page: the client entry, the root route and the shell. */
const EVERY_PAGE_ENTRY = /[\\/]src[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]shell\.tsx)(\?|$)/;

/**
 * Whether every page runs `id`: a layout imports it, statically (the layouts stay in their own files: the
 * entry's start must not run before the entry has arrived). The contracts' index re-exports every schema, so
 * an import through it says nothing (tree-shaking keeps only what is used).
 */
function importedOnEveryPage(id: string, importersOf: (id: string) => readonly string[]): boolean {
  if (EVERY_PAGE_ENTRY.test(id)) return false;
  const seen = new Set<string>();
  const pending = [...importersOf(id)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (EVERY_PAGE_ENTRY.test(next)) return true;
    if (seen.has(next) || next === contractsEntry) continue;
    seen.add(next);
    pending.push(...importersOf(next));
  }
  return false;
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
      // React Router's package exports its development build only (remix-run/react-router#14102): builds take
      // its production build, the same code without the development warnings. `vite dev` keeps the export, as
      // the framework's own node process loads it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
          ]
        : []),
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
        // WEB_SOURCEMAP=hidden: .map files beside the same scripts, for bench/first-page-treemap.mjs.
        sourcemap: process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false,
        rolldownOptions: {
          output: {
            // Two package groups and the layouts' code; the bundler splits the rest. What every page runs (React,
            // the router, emotion, MUI's styling core, the query client) and MUI's core that the shell renders,
            // each in one long-cached file: without them the first pages are 3-7 KB gzip heavier in some 20 more
            // files (issue 36 item 4, bench/results/perf-2026-11-28-night.txt).
            codeSplitting: {
              groups: [
                {
                  // MUI's core that the shell (header, footer, page hero) renders on every page.
                  name: 'mui-core',
                  priority: 1,
                  test: /node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(Box|Typography|Stack|IconButton|Button|ButtonBase|Container|Paper|SvgIcon|CssBaseline|styles|utils|internal|className|colors|zero-styled|DefaultPropsProvider|useSlot|Badge)[\\/.]/,
                },
                {
                  // zod under one known name: no page's first scripts may carry it (scripts/check-bundle-budget.mjs).
                  name: 'zod-core',
                  priority: 1,
                  test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/,
                },
                {
                  name: 'framework',
                  priority: 1,
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion[\\/][\w-]+|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack[\\/][\w-]+|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types)[\\/]/,
                },
                {
                  // What the layouts need, shared with some pages or not, in one file instead of some 20 (HTTP/1.1
                  // fetches six at a time); each page's own code stays with the bundler's split.
                  name: (id, ctx) =>
                    importedOnEveryPage(id, (m) => ctx.getModuleInfo(m)?.importers ?? [])
                      ? 'every-page'
                      : null,
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
