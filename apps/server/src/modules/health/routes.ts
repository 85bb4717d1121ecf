import { createRouter } from '../../lib/http/create-app'

export type HealthState = 'ok' | 'unavailable' | 'error'
export type DatabaseState = 'ok' | 'down'

/** What the coach reports: its provider, and for a model whether the endpoint answered. */
export type CoachHealthReport =
  | { provider: 'builtin'; status: 'ok' }
  | { provider: 'openai'; model: string; status: 'ok' | 'unreachable' }

/** Event streams: whether some were refused lately, and how many are open of how many. */
export type LoadReport = { shedding: boolean; streams: number; streamLimit: number }

export type HealthChecks = {
  db: () => Promise<boolean>
  coach: () => Promise<CoachHealthReport>
  transcription: () => Promise<HealthState>
  load: () => LoadReport
}

/**
 * `GET /api/health`: real checks, answered fast. The database is critical (503 and `down` when
 * it does not answer within about a second); the coach and transcription report their own
 * state without failing the whole. `load` is `shedding` while event streams are being refused
 * (all taken, or opens waiting on the database: ADR 0047), `normal` otherwise; shedding is the
 * process protecting what it serves, not a failure, so it never turns the answer into a 503
 * (a load balancer would take the process out in the middle of a reconnect storm).
 */
export function healthRoutes(checks: HealthChecks) {
  return createRouter().get('/', async (c) => {
    const [db, coach, transcription] = await Promise.all([
      checks.db().then(
        (ok): DatabaseState => (ok ? 'ok' : 'down'),
        (): DatabaseState => 'down',
      ),
      checks.coach().catch((): CoachHealthReport | HealthState => 'error'),
      checks.transcription().catch((): HealthState => 'error'),
    ])
    const status = db === 'ok' ? 'ok' : 'degraded'
    const { shedding, streams: open, streamLimit: limit } = checks.load()
    const load = shedding ? 'shedding' : 'normal'
    c.header('Cache-Control', 'no-store')
    return c.json(
      { status, db, coach, transcription, load, streams: { open, limit } },
      status === 'ok' ? 200 : 503,
    )
  })
}
