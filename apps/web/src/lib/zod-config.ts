// The page's Content Security Policy forbids eval, so zod's compiled fast path can never run
// here; unconfigured, zod probes for eval with `new Function` when its first object schema is
// built, and the browser reports the blocked probe as a CSP violation.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (so that every copy of zod on
// a page shares it) and reads it as schemas are built; `config({ jitless: true })` writes
// exactly this. Setting it here, first thing in the entry, configures every schema any chunk
// builds later, without bringing zod itself into the entry (zod loads with the signed-in app).
// zod-config.test.ts checks that zod reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }

export {}
