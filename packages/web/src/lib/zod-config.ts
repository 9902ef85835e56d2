import { config } from 'zod';

// zod probes `new Function('')` to decide whether it may compile parsers; the site's CSP forbids eval,
// and Chrome reports every such probe as a CSP issue. Imported first by start-app.tsx.
config({ jitless: true });
