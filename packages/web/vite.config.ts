import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src/', import.meta.url));

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
            // Two package groups; the bundler splits the rest. What every page runs (React, the router, emotion,
            // MUI's styling core, the query client) and MUI's core that the shell renders, each in one long-cached
            // file: without them the first pages are 3-7 KB gzip heavier in some 20 more files (issue 36 item 4,
            // bench/results/perf-2026-11-28-night.txt).
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
