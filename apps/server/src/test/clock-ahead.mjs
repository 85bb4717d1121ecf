// Loaded before a server process's own code (`NODE_OPTIONS=--import=…`, clockAhead in
// server-process.ts): `Date.now` reads HARA_TEST_CLOCK_AHEAD_MS ahead of the machine's clock.
// The server's clock is `Date.now` (app.ts), so its reminder scheduler ticks when that clock
// turns the minute: a test picks when that is instead of waiting up to a minute for it.
const ahead = Number(process.env.HARA_TEST_CLOCK_AHEAD_MS ?? 0)
if (ahead) {
  const now = Date.now
  Date.now = () => now() + ahead
}
