// The browser and server bundles resolve every `import … from 'zod'` to this module (vite.config.ts), so
// `jitless` is set before any schema is built, wherever zod is first loaded (only the form routes load it).
// Without it zod probes `new Function('')` to decide whether it may compile parsers; the site's CSP
// forbids eval, and Chrome reports every such probe as a CSP issue.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
