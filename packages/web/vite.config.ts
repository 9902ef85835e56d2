import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/**
 * MUI's `createTheme` (also behind its default theme) bundles the CSS-variables theme builder, about 4 KB
 * gzip on every page, which runs only for the `cssVariables` or `colorSchemes` options. Without them it
 * calls `createThemeNoVars` with the same arguments. This theme sets neither: MUI's own imports of
 * `createTheme` get that call, which fails loudly if a theme ever sets them.
 */
function muiThemeWithoutCssVariables(): Plugin {
  const id = '\0mui-create-theme-no-vars';
  let noVars: string | undefined;
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== './createTheme.js' || !importer) return null;
      if (!/[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/.test(importer)) return null;
      noVars ??= (await this.resolve('./createThemeNoVars.js', importer, { skipSelf: true }))?.id;
      return noVars ? id : null;
    },
    load(loaded) {
      if (loaded !== id || !noVars) return null;
      return `import createThemeNoVars from ${JSON.stringify(noVars)};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || options.colorSchemes) {
    throw new Error('cssVariables and colorSchemes need the full createTheme of MUI: see vite.config.ts');
  }
  return createThemeNoVars(options, ...args);
}`;
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), muiThemeWithoutCssVariables()],
  // The server bundle carries React too: its production build whatever NODE_ENV the gateway runs with
  // (`npm start` sets none), so pages render as fast as in production and without development checks.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: [
      // The web reads the contracts' TypeScript sources, not their CommonJS build.
      { find: '@inmo/contracts', replacement: contractsEntry },
      // Every `from 'zod'` (the web's and the contracts') gets zod with `jitless` set: see zod-jitless.ts.
      { find: /^zod$/, replacement: zodJitless },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // The server bundle (`vite build --ssr`, see entry-server.tsx) carries its dependencies: the gateway
  // loads one file and needs none of the web's packages installed.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // No <link rel="modulepreload"> per dependency of a lazy import: each chunk is evaluated as it
        // arrives instead of all at once, in shorter tasks (Lighthouse TBT on the maintenance form
        // 381 -> 282 ms, on a property 299 -> 226 ms, time to interactive unchanged or sooner).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // React and the query client go in long-cached vendor chunks. MUI is left to the bundler's own
            // splitting: one MUI group put every component of every page into the first load (+100 KB gzip).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 3,
                },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
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
  },
}));
