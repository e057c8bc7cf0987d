import { config } from 'zod';

// Imported first by the entry, before any module that builds a schema: zod without its JIT. The app
// runs under a CSP without 'unsafe-eval' (architecture §3), and zod probes `new Function` when an
// object schema is built, which the browser reports as a CSP violation even though zod catches it.
// `config` is zod's public switch for the global config every copy of zod shares. In the entry, not
// the container: the container's chunk runs after the chunks it imports, and those build schemas.
config({ jitless: true });
