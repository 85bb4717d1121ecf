// Run before each test file (vitest.config.ts `setupFiles`). The files share a worker's modules
// (`isolate: false`), so the helpers' counters start again here: a file reads the same dates
// whichever files its worker ran before it.
import { resetDays } from './journals'

resetDays()
