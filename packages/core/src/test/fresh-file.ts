// Run before each test file (vitest.config.ts `setupFiles`). The files share a worker's modules
// (`isolate: false`), so the helpers' counters start again here: a file makes the same ids
// whichever files its worker ran before it.
import { resetIds } from './mission-day'

resetIds()
