import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { setActiveUser, todayOnDevice } from '@/stores/device'
import { getEntries, getGamification, useDueFollowUps } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { refuseWritesForSpace } from '@/test/journal-store'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { CONFIRMATION_MS, FollowUpCard } from './follow-up-card'

/** Home's "How did it turn out?" on the real journal store. */

const tracked = (decision: string, context = 'Work') =>
  saveCheckIn({
    mode: 'tap',
    context,
    description: 'Something to decide',
    bodySensation: 'Tight chest',
    gutFeeling: 'no',
    willIgnore: 'yes',
    decision,
  })

function Card() {
  return <FollowUpCard rows={useDueFollowUps()} today={todayOnDevice()} />
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-02T10:00:00'))
  setActiveUser('casey')
})
afterEach(async () => {
  vi.restoreAllMocks()
  setActiveUser(null)
  vi.useRealTimers()
  localStorage.clear()
  await act(() => speak('en'))
})

const rowOf = (decision: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(decision))!

// A confirmation alone stays four seconds, and the sheet's first load and typing an outcome
// take a few more on a busy machine: more than Vitest's five seconds a test.
describe('FollowUpCard', { timeout: 20_000 }, () => {
  it('is not there while nothing has waited two days', async () => {
    await tracked('Sign the lease')
    vi.setSystemTime(new Date('2026-11-03T10:00:00'))
    renderWithProviders(<Card />)
    expect(screen.queryByRole('heading', { name: 'How did it turn out?' })).toBeNull()
  })

  it("lists tracked decisions oldest first; 'Not yet' and 'Stop asking' close their row", async () => {
    await tracked('Sign the lease', 'Finance')
    vi.setSystemTime(new Date('2026-11-03T09:00:00'))
    await tracked('Tell Sam')
    vi.setSystemTime(new Date('2026-11-05T18:00:00'))
    const user = userEvent.setup()
    renderWithProviders(<Card />)

    const card = screen.getByRole('region', { name: 'How did it turn out?' })
    const buttons = within(card).getAllByRole('button', { name: /Log outcome/ })
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Sign the leaseSomething to decideFinance · 3 days agoLog outcome',
      'Tell SamSomething to decideWork · 2 days agoLog outcome',
    ])

    await user.click(within(rowOf('Sign the lease')).getByRole('button', { name: 'Not yet' }))
    expect(rowOf('Sign the lease')).toHaveTextContent('We’ll ask again in 3 days.')
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Sign the lease: We’ll ask again in 3 days.',
    )
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Tell Sam'))
    expect((await getEntries())[0]).toMatchObject({ askAgainOn: '2026-11-08' })

    await user.click(within(rowOf('Tell Sam')).getByRole('button', { name: 'Stop asking' }))
    expect(rowOf('Tell Sam')).toHaveTextContent('We won’t ask again. It stays in your Journey.')
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'How did it turn out?' }),
      ),
    )
    expect((await getEntries())[1]).toMatchObject({ followUpStopped: true, decision: 'Tell Sam' })
    expect(within(card).queryAllByRole('button', { name: /Log outcome/ })).toEqual([])
  })

  it('keeps to three rows: a confirmation fades after a while and the next decision takes its place', async () => {
    for (const [day, decision] of [
      ['2026-11-01', 'Sign the lease'],
      ['2026-11-02', 'Tell Sam'],
      ['2026-11-03', 'Skip the trip'],
      ['2026-11-04', 'Buy the bike'],
    ] as const) {
      vi.setSystemTime(new Date(`${day}T09:00:00`))
      await tracked(decision)
    }
    vi.setSystemTime(new Date('2026-11-08T18:00:00'))
    const user = userEvent.setup()
    renderWithProviders(<Card />)
    const card = screen.getByRole('region', { name: 'How did it turn out?' })
    const shown = () =>
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(within(card).getAllByRole('listitem')).toHaveLength(3)

    await user.click(within(rowOf('Sign the lease')).getByRole('button', { name: 'Not yet' }))
    await waitFor(() => expect(shown()[0]).toContain('We’ll ask again in 3 days.'))
    expect(within(card).getAllByRole('listitem')).toHaveLength(3)
    expect(shown().join()).not.toContain('Buy the bike')

    await waitFor(() => expect(shown().join()).toContain('Buy the bike'), {
      timeout: CONFIRMATION_MS + 2000,
    })
    expect(within(card).getAllByRole('listitem')).toHaveLength(3)
    expect(shown().join()).not.toContain('We’ll ask again')
  })

  it("goes back to the question when the phone refuses 'Not yet'", async () => {
    await tracked('Sign the lease')
    vi.setSystemTime(new Date('2026-11-05T18:00:00'))
    const user = userEvent.setup()
    renderWithProviders(<Card />)
    const refusal = refuseWritesForSpace()
    await user.click(within(rowOf('Sign the lease')).getByRole('button', { name: 'Not yet' }))
    await waitFor(() =>
      expect(
        within(rowOf('Sign the lease')).getByRole('button', { name: 'Not yet' }),
      ).toBeVisible(),
    )
    expect(refusal.refused).toBe(2)
    expect((await getEntries())[0]).not.toHaveProperty('askAgainOn')
  })

  it('opens the outcome form in a sheet; Save logs the outcome with its XP', async () => {
    await tracked('Sign the lease', 'Finance')
    const before = getGamification().totalXP
    vi.setSystemTime(new Date('2026-11-05T18:00:00'))
    const user = userEvent.setup()
    renderWithProviders(<Card />)

    const row = screen.getByRole('button', { name: /Sign the lease/ })
    await user.click(row)
    const sheet = await screen.findByRole('dialog', { name: 'How did it turn out?' })
    expect(sheet).toHaveTextContent('Finance · 3 days ago')
    // What the check-in was about, not only the decision.
    expect(sheet).toHaveTextContent('Something to decide')
    // The gut's call, said above the question that asks whether it was right.
    expect(within(sheet).getByText('Your gut said “no”, and you went against it.')).toBeVisible()
    expect(within(sheet).getByRole('group', { name: 'Was your gut right?' })).toBeVisible()
    const text = within(sheet).getByPlaceholderText('What happened? How did it turn out?')
    await waitFor(() => expect(text).toHaveFocus())
    expect(within(sheet).getByRole('button', { name: 'Save' })).toBeDisabled()

    // Cancel puts focus back on the row.
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(row).toHaveFocus())

    await user.click(row)
    const again = await screen.findByRole('dialog')
    await user.type(within(again).getByRole('textbox'), '  Signed it, and glad I did  ')
    await user.click(within(again).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(rowOf('Sign the lease')).toHaveTextContent('Outcome logged · +5 XP')
    expect((await getEntries())[0]).toMatchObject({
      consequence: 'Signed it, and glad I did',
      outcomeXp: 5,
    })
    expect(getGamification().totalXP).toBe(before + 5)
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'How did it turn out?' })).toHaveFocus(),
    )
  })

  it('says the card, its sheet and its answers in the language spoken', async () => {
    await tracked('Ωμέγα', 'Finance')
    vi.setSystemTime(new Date('2026-11-05T18:00:00'))
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(<Card />)
    // What the person wrote (the decision, what it was about) is theirs, in any language.
    const theirs = (text: string) => text.includes('Something to decide')
    const untranslated = () => plainWords().filter((text) => !theirs(text))
    expect(untranslated()).toEqual([])
    await user.click(screen.getByRole('button', { name: /Ωμέγα/ }))
    await screen.findByRole('dialog')
    expect(untranslated()).toEqual([])

    await act(() => chooseSpeech('es'))
    const sheet = screen.getByRole('dialog', { name: '¿Cómo salió?' })
    expect(sheet).toHaveTextContent('Finanzas · hace 3 días')
    expect(within(sheet).getByText('Tu intuición dijo «no» y fuiste en su contra.')).toBeVisible()
    await user.click(within(sheet).getByRole('button', { name: 'Cancelar' }))
    await user.click(within(rowOf('Ωμέγα')).getByRole('button', { name: 'Aún no' }))
    expect(rowOf('Ωμέγα')).toHaveTextContent('Te volveremos a preguntar en 3 días.')
  })
})
