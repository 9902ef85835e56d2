import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

export default defineConfig(({ isSsrBuild, mode }) => ({
  // Vitest renders components without the framework's route modules.
  plugins: [process.env.VITEST ? react() : reactRouter()],
  define:
    isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
  // The page handler is one self-contained file: the gateway loads it and needs none of the web's packages.
  ssr: { noExternal: true },
  build: isSsrBuild ? { rolldownOptions: { input: './server/page-handler.ts' } } : {},
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
  },
}));
