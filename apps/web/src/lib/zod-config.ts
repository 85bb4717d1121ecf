import { config } from 'zod/mini'

// The page's Content Security Policy forbids eval, so zod's compiled fast path can never run
// here; without this it probes for eval with `new Function` when its first object schema is
// built, and the browser reports the blocked probe as a CSP violation. Imported first by
// main.tsx, before any schema exists.
config({ jitless: true })
