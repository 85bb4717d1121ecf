import type { Page, Request } from '@playwright/test'

/**
 * Test set-up on the device: a journey that needs weeks of history writes it where an older
 * version of the app kept the journal (localStorage, per user) and reloads; the app moves it into
 * the account's database on that start, as it does for a person updating the app. Entries are
 * built in the page so their local day and time zone are the browser's.
 */
export interface SeedEntry {
  /** 0 for now; n for a day in the week n weeks before this one. */
  weeksAgo?: number
  honored?: boolean
  /** A voice check-in instead of a tap one. */
  voice?: { transcript: string; label?: 'unease' | 'unclear' | 'aligned' }
  consequence?: string
  /** A tracked decision (tap check-ins). */
  decision?: string
  /** Written this many days ago, at this time of day (instead of `weeksAgo`). */
  daysAgo?: number
}

export async function seedJournal(page: Page, entries: readonly SeedEntry[]) {
  await page.evaluate((specs) => {
    const completed = Object.keys(localStorage).find((key) =>
      /^hara:u:[^:]+:onboarding_completed_/.test(key),
    )
    if (!completed) throw new Error('No signed-in, onboarded user on this page.')
    const prefix = completed.slice(0, completed.indexOf('onboarding_completed_'))
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const dayOf = (date: Date) => date.toLocaleDateString('en-CA', { timeZone })
    const stored = JSON.parse(localStorage.getItem(`${prefix}gutEntries`) ?? '[]') as unknown[]
    const now = new Date()
    specs.forEach((spec, i) => {
      let at: Date
      if (spec.daysAgo) {
        at = new Date(now.getTime() - spec.daysAgo * 86_400_000)
      } else if (!spec.weeksAgo) {
        at = new Date(now.getTime() - (specs.length - i) * 60_000)
      } else {
        // Noon on the Monday of that week (weeks start on Sunday, as on Home's week strip).
        at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12)
        at.setDate(at.getDate() - at.getDay() - 7 * spec.weeksAgo + 1)
      }
      const honored = spec.honored ?? true
      const common = {
        id: crypto.randomUUID(),
        timestamp: at.toISOString(),
        day: dayOf(at),
        timeZone,
        xp: honored ? 10 : 5,
        consequence: spec.consequence ?? null,
        consequenceDate: spec.consequence ? at.toISOString() : null,
        gutFeeling: 'no',
        willIgnore: honored ? 'no' : 'yes',
      }
      stored.push(
        spec.voice
          ? {
              ...common,
              mode: 'voice',
              transcript: spec.voice.transcript,
              label: spec.voice.label ?? 'unease',
              wantsResponse: false,
              aiInsights: '',
            }
          : {
              ...common,
              mode: 'tap',
              context: 'Work',
              description: 'Asked to take on a second project',
              bodySensation: 'Tight chest',
              decision: spec.decision ?? null,
              needsFollowUp: Boolean(spec.decision),
            },
      )
    })
    localStorage.setItem(`${prefix}gutEntries`, JSON.stringify(stored))
  }, entries)
  await page.reload()
}

/**
 * Counts the coach requests of each type this page asks from now on. A request cut off before
 * its answer began (`net::ERR_ABORTED`: the test's own reload, or a screen that went away) is
 * taken back, since the app is fast enough to start one before the page goes; one the app ends
 * after its answer began (a stream read to its end) still counts. Any other failure is printed,
 * because the coach on the device then answers in the server's place.
 * The browser reports requests a moment after the screen changes: read counts that should have
 * grown with `expect.poll`.
 */
export function countCoachRequests(page: Page): Record<string, number> {
  const counts: Record<string, number> = {}
  const answered = new WeakSet<Request>()
  const typeOf = (request: Request) =>
    request.method() === 'POST' && request.url().endsWith('/functions/v1/gut-coach')
      ? String((request.postDataJSON() as { type?: unknown } | null)?.type)
      : null
  page.on('request', (request) => {
    const type = typeOf(request)
    if (type) counts[type] = (counts[type] ?? 0) + 1
  })
  page.on('response', (response) => answered.add(response.request()))
  page.on('requestfailed', (request) => {
    const type = typeOf(request)
    if (!type || answered.has(request)) return
    const reason = request.failure()?.errorText ?? ''
    if (reason.includes('ERR_ABORTED')) counts[type] = Math.max(0, (counts[type] ?? 0) - 1)
    else console.warn(`The ${type} request failed (${reason}); the device answered.`)
  })
  return counts
}

/** Makes the coach fail for the given types (all when none are given). */
export async function failCoach(page: Page, types: readonly string[] = []) {
  await page.route('**/functions/v1/gut-coach', async (route) => {
    const type = String((route.request().postDataJSON() as { type?: unknown } | null)?.type)
    if (types.length > 0 && !types.includes(type)) return route.fallback()
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The coach is resting.' } }),
    })
  })
}
