import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // dist/client: the browser's files (the gateway and nginx serve them); dist/server: the page handler.
  buildDirectory: 'dist',
  ssr: true,
  // The whole route list (a few dozen entries) comes with the first page: no /__manifest requests later.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
