import { startingMissions } from '@hara/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import InsightsRoute from '@/app/routes/insights'
import { speak } from '@/i18n/language'
import { setActiveUser } from '@/stores/device'
import { getEntries } from '@/stores/records'
import { loadAll } from '@/stores/records/database/store'
import { saveCheckIn, setOutcome } from '@/stores/records/entry-changes'
import { coachAsked, coachServer } from '@/test/coach-server'
import { tap } from '@/test/journal-store'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'

/**
 * Insights as the route composes it, on the real journal store, with the server's coach (the
 * engine it runs) answering at the network boundary.
 */

/** The route, as the app's layout holds it: its cards load their code on first use. */
async function renderInsights() {
  const rendered = await act(async () =>
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <InsightsRoute />
      </Suspense>,
    ),
  )
  // The whole journal is read in the background once a screen needs it, as in the app.
  await act(() => loadAll())
  await screen.findByRole('heading', { name: 'Insights' })
  return rendered
}

const guidance = (name = 'Daily Guidance') => screen.getByRole('region', { name })
const patterns = (name = 'Your Patterns') => screen.getByRole('region', { name })
const patternCards = () =>
  within(patterns())
    .queryAllByRole('listitem')
    .filter((item) => within(item).queryByRole('button'))

/** Check-ins at work with the gut set aside: enough, from three, for the coach to find a pattern. */
async function checkIns(count: number, draft = tap({ willIgnore: 'yes' })) {
  for (let i = 0; i < count; i++) expect((await saveCheckIn(draft)).write.ok).toBe(true)
}

beforeEach(() => {
  setActiveUser('mira')
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setActiveUser(null)
  await act(() => speak('en'))
})

describe('Insights', () => {
  it('asks for no patterns before 3 check-ins, and says how many more it needs', async () => {
    await checkIns(1)
    const calls = recordNetwork(coachServer())
    await renderInsights()
    expect(
      await within(patterns()).findByText('Check in 2 more times to see your patterns.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(coachAsked(calls, 'daily_guidance')).toBe(1))
    expect(coachAsked(calls, 'pattern_analysis')).toBe(0)
  })

  it("names as today's practice the first mission Home shows, not one of its own", async () => {
    await checkIns(1)
    recordNetwork(coachServer())
    await renderInsights()
    const first = startingMissions({ focus: null, challenge: null })[0]!.title
    await waitFor(() => expect(guidance()).toHaveTextContent(`For today: ${first}`))
  })

  it('says when the guidance fails, and shows the rest as before', async () => {
    recordNetwork(coachServer({ fail: ['daily_guidance'] }))
    await renderInsights()
    expect(await within(guidance()).findByRole('alert')).toHaveTextContent(
      'Unable to load guidance right now. Try again later.',
    )
    expect(screen.getByRole('region', { name: 'Trust Score' })).toBeInTheDocument()
    expect(console.warn).toHaveBeenCalledWith(
      'The daily guidance did not answer.',
      expect.anything(),
    )
  })

  it('offers Retry Analysis when the patterns fail, which asks again', async () => {
    await checkIns(3)
    let fail = true
    const calls = recordNetwork((call) =>
      coachServer({ fail: fail ? ['pattern_analysis'] : [] })(call),
    )
    const user = userEvent.setup()
    await renderInsights()
    expect(await within(patterns()).findByRole('alert')).toHaveTextContent(
      'Unable to analyze patterns right now. Please try again later.',
    )
    fail = false
    await user.click(within(patterns()).getByRole('button', { name: 'Retry Analysis' }))
    await waitFor(() => expect(patternCards().length).toBeGreaterThan(0))
    expect(within(patterns()).queryByRole('alert')).toBeNull()
    expect(coachAsked(calls, 'pattern_analysis')).toBe(2)
  })

  it('keeps the guidance and the patterns for the journal they were made from, and asks again once it changes', async () => {
    await checkIns(3)
    const calls = recordNetwork(coachServer())
    const { unmount } = await renderInsights()
    await waitFor(() => expect(guidance()).toHaveAttribute('aria-busy', 'false'))
    await waitFor(() => expect(patternCards().length).toBeGreaterThan(0))
    const words = guidance().textContent
    expect([coachAsked(calls, 'daily_guidance'), coachAsked(calls, 'pattern_analysis')]).toEqual([
      1, 1,
    ])

    // Another visit with the same journal: the same words, nothing asked.
    unmount()
    await renderInsights()
    expect(guidance()).toHaveTextContent(words!)
    expect(patternCards().length).toBeGreaterThan(0)
    expect(calls.filter((call) => call.path === '/functions/v1/gut-coach')).toHaveLength(2)

    // A check-in changes the journal: both are made again from it.
    await checkIns(1)
    await waitFor(() => expect(coachAsked(calls, 'daily_guidance')).toBe(2))
    await waitFor(() => expect(coachAsked(calls, 'pattern_analysis')).toBe(2))
    await waitFor(() => expect(guidance()).not.toHaveTextContent(words!))
    expect(guidance()).not.toHaveTextContent(/still empty|no check-ins/i)
  })

  it('asks the coach again in the language the phone switches to, and keeps each answer by it', async () => {
    await checkIns(3)
    const calls = recordNetwork(coachServer())
    await renderInsights()
    await waitFor(() => expect(guidance()).toHaveTextContent('Good to see you'))
    await waitFor(() => expect(patternCards().length).toBeGreaterThan(0))

    await act(() => speak('es'))
    await waitFor(() => expect(coachAsked(calls, 'daily_guidance')).toBe(2))
    await waitFor(() => expect(coachAsked(calls, 'pattern_analysis')).toBe(2))
    await waitFor(() => expect(guidance('Guía del día')).toHaveTextContent('Qué bueno verte'))
    await waitFor(() => expect(patterns('Tus patrones')).toHaveTextContent('tu intuición'))
    const asked = calls.filter((call) => call.path === '/functions/v1/gut-coach')
    expect(asked.slice(-2).map((c) => (c.body as { language?: string }).language)).toEqual([
      'es',
      'es',
    ])
  })

  it('counts the tracked decisions waiting for an outcome alike in Closing the loop and the patterns, before and after one is logged', async () => {
    await saveCheckIn(tap({ decision: 'Take the Berlin job', willIgnore: 'yes' }))
    for (const decision of ['Lend Sam the money', 'Skip the reunion', 'Sign the lease']) {
      await saveCheckIn(tap({ decision, willIgnore: 'yes' }))
    }
    await checkIns(2)
    const [berlin] = await getEntries()
    await setOutcome(berlin!.id, 'It went well, glad I did.')
    recordNetwork(coachServer())
    await renderInsights()
    const loop = screen.getByRole('region', { name: 'Closing the loop' })
    await waitFor(() => expect(loop).toHaveTextContent('1 of 4'))
    await waitFor(() =>
      expect(patterns()).toHaveTextContent('3 tracked decisions have no outcome yet'),
    )

    const lease = (await getEntries()).find(
      (entry) => entry.mode === 'tap' && entry.decision === 'Sign the lease',
    )!
    await setOutcome(lease.id, 'Signed it, no regrets.')
    await waitFor(() => expect(loop).toHaveTextContent('2 of 4'))
    await waitFor(() =>
      expect(patterns()).toHaveTextContent('2 tracked decisions have no outcome yet'),
    )
  })
})
