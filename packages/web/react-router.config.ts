import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // dist/client: the browser's files (the gateway and nginx serve them); dist/server: the page handler.
  buildDirectory: 'dist',
  ssr: true,
  // The whole route list (a few dozen entries) comes with the first page: no /__manifest requests later.
  routeDiscovery: { mode: 'initial' },
  // The server's location keeps the address's trailing slash (/busqueda/), as the browser's does: without it
  // links built from the location differ between the server's HTML and the app.
  future: { v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
