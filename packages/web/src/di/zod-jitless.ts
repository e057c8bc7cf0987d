import { config } from 'zod';

// Imported first by the container, before any use case can parse: zod without its JIT. The app
// runs under a CSP without 'unsafe-eval' (architecture §3), and zod's JIT would probe `new Function`
// on the first object parse, which the browser reports as a CSP violation. `config` is zod's public
// switch for the global config every copy of zod shares. Here rather than in the entry: the login
// screen parses nothing, and zod stays out of the entry chunk (architecture §5).
config({ jitless: true });
