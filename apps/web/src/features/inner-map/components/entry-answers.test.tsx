import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { setActiveUser } from '@/stores/device'
import { getGamification } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { storedJournal, tap } from '@/test/journal-store'
import { EntryAnswers } from './entry-answers'

beforeEach(() => setActiveUser('alice'))
afterEach(() => setActiveUser(null))

describe("a check-in's answers, open in full", () => {
  it('changes the body signal with the check-in’s own question, keeping the XP', async () => {
    const user = userEvent.setup()
    const { entry } = await saveCheckIn(tap({ bodySensation: 'Tight chest' }))
    const xp = getGamification().totalXP
    renderWithProviders(<EntryAnswers entry={entry!} />)
    expect(screen.getByText('Tight chest')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change body signal' }))
    const sheet = await screen.findByRole('dialog', { name: 'Change body signal' })
    await user.click(within(sheet).getByRole('button', { name: /Dropped stomach/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [stored] = (await storedJournal('alice')).entries
    expect(stored).toMatchObject({ bodySensation: 'Dropped stomach', xp: entry!.xp })
    expect(getGamification().totalXP).toBe(xp)
  })

  it('refuses a time in the future with a clear error, and saves none', async () => {
    const user = userEvent.setup()
    const { entry } = await saveCheckIn(tap())
    renderWithProviders(<EntryAnswers entry={entry!} />)
    await user.click(screen.getByRole('button', { name: 'Change when it happened' }))
    const sheet = await screen.findByRole('dialog', { name: 'Change when it happened' })
    const field = within(sheet).getByLabelText('When it happened')
    fireEvent.change(field, { target: { value: '2999-01-01T10:00' } })
    await user.click(within(sheet).getByRole('button', { name: 'Save time' }))
    expect(await within(sheet).findByText('Choose a time in the past.')).toBeInTheDocument()
    expect((await storedJournal('alice')).entries[0]).toEqual(entry)
  })

  it('speaks of today’s check-in as it asked, and of an earlier day’s in the past tense', async () => {
    const user = userEvent.setup()
    const { entry } = await saveCheckIn(tap({ willIgnore: 'yes' }))
    const { unmount } = renderWithProviders(<EntryAnswers entry={entry!} />)
    expect(screen.getByText('Yes, I’ll ignore it')).toBeInTheDocument()
    unmount()

    const weeksAgo = { ...entry!, day: '2026-10-01', timestamp: '2026-10-01T09:00:00.000Z' }
    renderWithProviders(<EntryAnswers entry={weeksAgo} />)
    expect(screen.getByText('Yes, I ignored it')).toBeInTheDocument()
    expect(screen.queryByText(/I’ll/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Change honored or ignored' }))
    const sheet = await screen.findByRole('dialog', { name: 'Change honored or ignored' })
    expect(
      within(sheet).getByRole('heading', { name: 'Did you ignore this feeling?' }),
    ).toBeVisible()
    expect(within(sheet).getByRole('button', { name: /No, I honored it/ })).toBeVisible()
    await user.click(within(sheet).getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Change gut answer' }))
    const gut = await screen.findByRole('dialog', { name: 'Change gut answer' })
    expect(
      within(gut).getByRole('heading', { name: 'What was your gut telling you?' }),
    ).toBeVisible()
    expect(within(gut).getByText('How strong was it?')).toBeVisible()
  })
})
