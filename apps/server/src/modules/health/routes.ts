import { createRouter } from '../../lib/http/create-app'

export type HealthState = 'ok' | 'unavailable' | 'error'
export type DatabaseState = 'ok' | 'down'

/** What the coach reports: its provider, and for a model whether the endpoint answered. */
export type CoachHealthReport =
  | { provider: 'builtin'; status: 'ok' }
  | { provider: 'openai'; model: string; status: 'ok' | 'unreachable' }

export type HealthChecks = {
  db: () => Promise<boolean>
  coach: () => Promise<CoachHealthReport>
  transcription: () => Promise<HealthState>
}

/**
 * `GET /api/health`: real checks, answered fast. The database is critical (503 and `down` when
 * it does not answer within about a second); the coach and transcription report their own
 * state without failing the whole.
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
    c.header('Cache-Control', 'no-store')
    return c.json({ status, db, coach, transcription }, status === 'ok' ? 200 : 503)
  })
}
