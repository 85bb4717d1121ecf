import { createRouter } from '../../lib/create-app'

export type HealthState = 'ok' | 'unavailable' | 'error'

export type HealthChecks = {
  db: () => Promise<boolean>
  coach: () => Promise<HealthState>
  transcription: () => Promise<HealthState>
}

/**
 * `GET /api/health`: real checks, answered fast. The database is critical (503 when it does
 * not answer); the coach and transcription report their own state without failing the whole.
 */
export function healthRoutes(checks: HealthChecks) {
  return createRouter().get('/', async (c) => {
    const [db, coach, transcription] = await Promise.all([
      checks.db().then((ok): HealthState => (ok ? 'ok' : 'error')),
      checks.coach().catch((): HealthState => 'error'),
      checks.transcription().catch((): HealthState => 'error'),
    ])
    const status = db === 'ok' ? 'ok' : 'degraded'
    c.header('Cache-Control', 'no-store')
    return c.json({ status, db, coach, transcription }, status === 'ok' ? 200 : 503)
  })
}
