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

/**
 * The theme turns MUI's ripples off (MuiButtonBase `disableRipple`), yet ButtonBase imports TouchRipple and
 * react-transition-group with it: 2 KB gzip on every page. ButtonBase gets a TouchRipple that draws
 * nothing; a button that turns its ripple back on shows no ripple and breaks nothing.
 */
function muiWithoutTouchRipple(): Plugin {
  const id = '\0mui-touch-ripple-off';
  return {
    name: 'mui-without-touch-ripple',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './TouchRipple.js' || !importer) return null;
      return /[\\/]@mui[\\/]material[\\/]esm[\\/]ButtonBase[\\/]/.test(importer) ? id : null;
    },
    load(loaded) {
      return loaded === id ? 'export default function TouchRipple() { return null; }' : null;
    },
  };
}

/**
 * Modules that index.html's loader (src/main.tsx) imports itself. The start-app chunk must leave them
 * out: a module of the loader's in that chunk would make index.html load the whole app at once,
 * before the page has painted (see main.tsx). The build fails if that happens anyway.
 */
function keepLoaderOutOfStartApp(): { plugin: Plugin; isLoaderModule: (id: string) => boolean } {
  const loaderModules = new Set<string>();
  const plugin: Plugin = {
    name: 'keep-loader-out-of-start-app',
    apply: 'build',
    buildEnd() {
      const html = [...this.getModuleIds()].find(
        (id) => id.endsWith('.html') && this.getModuleInfo(id)?.isEntry,
      );
      const pending = html ? [html] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (loaderModules.has(id)) continue;
        loaderModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const startApp = chunks.find((c) => c.moduleIds.some((id) => START_APP.test(id)));
      const loader = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('.html'));
      if (startApp && loader?.imports.includes(startApp.fileName)) {
        this.error(
          `index.html's loader imports ${startApp.fileName}: the app would load before the first paint`,
        );
      }
    },
  };
  return { plugin, isLoaderModule: (id) => loaderModules.has(id) };
}

const START_APP = /src[\\/]app[\\/]start-app\.tsx$/;
const loader = keepLoaderOutOfStartApp();

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), muiThemeWithoutCssVariables(), muiWithoutTouchRipple(), loader.plugin],
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
          // The app's start (main.tsx imports it after the first paint) is an entry of its own, so its static
          // imports carry the `$initial` tag the start-app group below collects.
          input: { index: 'index.html', 'start-app': 'src/app/start-app.tsx' },
          output: {
            // React and its router go in a long-cached vendor chunk. The rest of what the app's start imports
            // (layout, theme, MUI's core, emotion, the query client) goes in the start-app chunk: the bundler's
            // own splitting cut it into some 30 files, which compressed one by one weighed 7 KB gzip more on
            // every first page. Lazy pages keep the bundler's own splitting (one group for all of MUI put every
            // component of every page into the first load: +100 KB gzip).
            codeSplitting: {
              groups: [
                // What index.html's loader imports stays in its own small file (see keepLoaderOutOfStartApp).
                { name: 'index', test: (id) => loader.isLoaderModule(id), priority: 4 },
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'start-app',
                  tags: ['$initial'],
                  test: (id) => !loader.isLoaderModule(id),
                  priority: 1,
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
  },
}));
