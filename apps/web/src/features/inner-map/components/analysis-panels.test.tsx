import { act, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { setActiveUser } from '@/stores/device'
import { getEntries } from '@/stores/records'
import { loadAll } from '@/stores/records/database/store'
import { saveCheckIn, setOutcome } from '@/stores/records/entry-changes'
import { editEntryDetails } from '@/stores/records/entry-edits'
import { coachAsked, coachServer } from '@/test/coach-server'
import { signIn, tap, voice } from '@/test/journal-store'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { SignalsPanel } from './signals-panel'
import { TonePanel } from './tone-panel'
import { TrustPanel } from './trust-panel'

/**
 * The Inner Map's Signals, Trust and Tone tabs, on the real journal store, with the server's
 * coach (the engine it runs) answering at the network boundary.
 */

type Panel = typeof SignalsPanel | typeof TrustPanel | typeof TonePanel

/**
 * One analysis tab's panel, as the Inner Map mounts the open tab: it waits for the whole
 * journal, which the app reads in the background, and asks the coach when it needs to.
 */
async function renderPanel(Panel: Panel) {
  const rendered = await act(async () =>
    renderWithProviders(
      <Suspense fallback={<p>Reading your journal</p>}>
        <Panel />
      </Suspense>,
    ),
  )
  await act(() => loadAll())
  await waitFor(() => expect(screen.queryByText('Reading your journal')).toBeNull())
  return rendered
}

const panel = () => document.body

async function save(draft: Parameters<typeof saveCheckIn>[0]) {
  const { entry, write } = await saveCheckIn(draft)
  expect(write.ok).toBe(true)
  return entry!
}

beforeEach(() => signIn('mira'))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe("The Inner Map's analyses", () => {
  it('say what they need while the journal lacks it, and ask the coach nothing', async () => {
    const calls = recordNetwork(coachServer())
    for (const [Panel, text] of [
      [SignalsPanel, 'Start logging check-ins with body sensations to see your signal patterns'],
      [TrustPanel, 'Start logging decisions and outcomes to see your trust patterns'],
      [TonePanel, 'Start logging voice check-ins to see your tone patterns'],
    ] as const) {
      const { unmount } = await renderPanel(Panel)
      expect(await screen.findByText(text)).toBeInTheDocument()
      unmount()
    }
    expect(calls).toEqual([])
  })

  it("show the coach's answers for the journal: a signal's counts before a percentage, the honored share, the tone", async () => {
    await save(tap({ bodySensation: 'Expanding warmth', gutFeeling: 'yes', willIgnore: 'no' }))
    const ignored = await save(tap({ bodySensation: 'Tight chest', willIgnore: 'yes' }))
    await setOutcome(ignored.id, 'I regret it, it went badly.')
    const calls = recordNetwork(coachServer())

    let shown = await renderPanel(SignalsPanel)
    await screen.findByRole('heading', { name: 'Your Top Signals' })
    const signal = (name: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!
    // One judged outcome: the counts, never "100%" of one, and how many more make a percentage.
    expect(signal('Tight chest')).toHaveTextContent('1 of 1 right')
    expect(signal('Tight chest')).toHaveTextContent('4 more outcomes to show a percentage.')
    expect(signal('Tight chest')).not.toHaveTextContent('%')
    expect(signal('Expanding warmth')).toHaveTextContent('Not judged yet')
    shown.unmount()

    shown = await renderPanel(TrustPanel)
    await screen.findByRole('heading', { name: 'Trust Curve' })
    for (const name of ['Honored gut feelings', 'Ignored gut feelings']) {
      expect(screen.getByRole('meter', { name })).toHaveAttribute('aria-valuenow', '50')
      expect(screen.getByRole('group', { name })).toHaveTextContent('50%')
    }
    shown.unmount()

    shown = await renderPanel(TonePanel)
    expect(
      await screen.findByText('Start logging voice check-ins to see your tone patterns'),
    ).toBeInTheDocument()
    expect(coachAsked(calls, 'tone_analysis')).toBe(0)
    shown.unmount()
    await save(
      voice({
        transcript: 'I know this is right, I feel calm and sure about it',
        willIgnore: 'no',
      }),
    )
    await save(
      voice({ transcript: 'Maybe I should just go along, I guess it is fine', willIgnore: 'yes' }),
    )
    await renderPanel(TonePanel)
    await screen.findByRole('heading', { name: 'Tone Patterns' })
    expect(panel()).toHaveTextContent('When honoring your gut:')
    expect(panel()).toHaveTextContent('When ignoring your gut:')
    expect(panel()).toHaveTextContent('Key indicators:')
  })

  it('a signal whose outcomes the person judged wrong, whatever their words, shows 0% from five', async () => {
    for (let i = 0; i < 5; i++) {
      const entry = await save(tap({ willIgnore: 'no', strength: 'strong' }))
      await setOutcome(entry.id, 'It went really well, glad I listened.', 'wrong')
    }
    recordNetwork(coachServer())
    await renderPanel(SignalsPanel)
    await screen.findByRole('heading', { name: 'Your Top Signals' })
    const tight = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Tight chest'))!
    expect(tight).toHaveTextContent('0% accuracy')
    expect(tight).toHaveTextContent('proved right 0 of 5 times')
  })

  it('Trust counts the tracked decisions still waiting for an outcome', async () => {
    await save(tap({ decision: 'Take the Berlin job', willIgnore: 'yes' }))
    for (const decision of ['Lend Sam the money', 'Skip the reunion', 'Sign the lease']) {
      await save(tap({ decision, willIgnore: 'yes' }))
    }
    const [berlin] = await getEntries()
    await setOutcome(berlin!.id, 'It went well, glad I did.')
    recordNetwork(coachServer())
    await renderPanel(TrustPanel)
    await waitFor(() =>
      expect(panel()).toHaveTextContent('3 tracked decisions are still waiting for an outcome'),
    )
  })

  it('keep an answer until a newer check-in: a tab opened again, or another visit, asks nothing', async () => {
    await save(tap({ bodySensation: 'Expanding warmth', willIgnore: 'no' }))
    const calls = recordNetwork(coachServer())
    for (const [Panel, heading] of [
      [SignalsPanel, 'Your Top Signals'],
      [TrustPanel, 'Trust Curve'],
      [SignalsPanel, 'Your Top Signals'],
      [TrustPanel, 'Trust Curve'],
    ] as const) {
      const { unmount } = await renderPanel(Panel)
      await screen.findByRole('heading', { name: heading })
      unmount()
    }
    expect([coachAsked(calls, 'signals_analysis'), coachAsked(calls, 'trust_analysis')]).toEqual([
      1, 1,
    ])

    await save(tap({ bodySensation: 'Tight chest', willIgnore: 'yes' }))
    await renderPanel(SignalsPanel)
    await within(panel()).findByText('Tight chest')
    expect(coachAsked(calls, 'signals_analysis')).toBe(2)
  })

  it('a failed analysis shows its message and is logged only, with no toast', async () => {
    await save(tap({ willIgnore: 'no' }))
    await save(voice({ transcript: 'Something feels off about this offer' }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const toasts = [vi.spyOn(toast, 'error'), vi.spyOn(toast, 'success')]
    recordNetwork(coachServer({ fail: ['signals_analysis', 'trust_analysis', 'tone_analysis'] }))
    for (const [Panel, message] of [
      [SignalsPanel, 'Unable to analyze signals. Try again later.'],
      [TrustPanel, 'Unable to analyze trust patterns. Try again later.'],
      [TonePanel, 'Unable to analyze tone patterns. Try again later.'],
    ] as const) {
      const { unmount } = await renderPanel(Panel)
      expect(await screen.findByText(message)).toBeInTheDocument()
      unmount()
    }
    expect(
      warn.mock.calls.filter(([text]) => String(text).includes('analysis did not answer')),
    ).toHaveLength(3)
    for (const spy of toasts) expect(spy).not.toHaveBeenCalled()
  })

  it("an edit to a check-in's answers makes Signals and Trust read the journal again", async () => {
    await save(tap({ bodySensation: 'Expanding warmth', willIgnore: 'no' }))
    const edited = await save(tap({ bodySensation: 'Tight chest', willIgnore: 'yes' }))
    const calls = recordNetwork(coachServer())
    let shown = await renderPanel(SignalsPanel)
    await screen.findByText('Tight chest')
    shown.unmount()
    shown = await renderPanel(TrustPanel)
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Honored gut feelings' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    )
    shown.unmount()

    await editEntryDetails(edited.id, { bodySensation: 'Dropped stomach', willIgnore: 'no' })
    shown = await renderPanel(SignalsPanel)
    await screen.findByText('Dropped stomach')
    expect(screen.queryByText('Tight chest')).toBeNull()
    shown.unmount()
    await renderPanel(TrustPanel)
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Honored gut feelings' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    )
    expect([coachAsked(calls, 'signals_analysis'), coachAsked(calls, 'trust_analysis')]).toEqual([
      2, 2,
    ])
  })
})
