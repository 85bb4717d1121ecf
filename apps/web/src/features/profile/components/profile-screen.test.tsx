import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { setActiveUser } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { tap } from '@/test/journal-store'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { ProfileScreen } from './profile-screen'
import { profileAnswer } from '@/test/profile-answer'

/** Profile on the real journal store, its profile row answered at the network boundary. */

const PROFILE = profileAnswer({ id: 'ivy', nickname: 'Ivy' })

beforeEach(() => {
  setActiveUser('ivy')
  recordNetwork((call) => (call.path === '/api/profile' ? Response.json(PROFILE) : undefined))
})
afterEach(() => {
  vi.unstubAllGlobals()
  setActiveUser(null)
})

const tile = (label: string) => screen.getByText(label).parentElement!

describe('Profile', () => {
  it('shows a new journal: level 1, no XP, the tiles at 0, and no achievements yet', async () => {
    renderWithProviders(<ProfileScreen onSignOut={async () => {}} signingOut={false} />)
    expect(
      await screen.findByRole('heading', { name: 'Ivy' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Level 1 The Listener')).toBeInTheDocument()
    expect(screen.getByText('0 / 100 XP')).toBeInTheDocument()
    expect(within(tile('Day Streak')).getByRole('definition')).toHaveTextContent('0')
    expect(within(tile('Check-ins')).getByRole('definition')).toHaveTextContent('0')
    expect(screen.getByText('Start checking in to unlock achievements')).toBeInTheDocument()
  })

  it('after a check-in: its XP and streak, First Listen among the recent achievements, and View all', async () => {
    await saveCheckIn(tap({ gutFeeling: 'pause', willIgnore: 'not-sure' }))
    renderWithProviders(<ProfileScreen onSignOut={async () => {}} signingOut={false} />)
    await waitFor(() => expect(screen.getByText('First Listen')).toBeInTheDocument())
    expect(within(tile('Day Streak')).getByRole('definition')).toHaveTextContent('1')
    expect(within(tile('Check-ins')).getByRole('definition')).toHaveTextContent('1')
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/achievements')
  })

  it('in the test language, leaves no word untranslated, a level and an achievement included', async () => {
    await saveCheckIn(tap({ gutFeeling: 'pause', willIgnore: 'not-sure' }))
    await act(() => chooseSpeech('pseudo'))
    try {
      renderWithProviders(<ProfileScreen onSignOut={async () => {}} signingOut={false} />)
      await screen.findByRole('heading', { name: 'Ivy' }, { timeout: 10_000 })
      await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0))
      // The nickname and its initial are the person's own.
      expect(plainWords().filter((text) => !['Ivy', 'I'].includes(text))).toEqual([])
    } finally {
      await act(() => speak('en'))
    }
  })

  it('in German, names the level and the achievement in German', async () => {
    await saveCheckIn(tap({ gutFeeling: 'pause', willIgnore: 'not-sure' }))
    await act(() => chooseSpeech('de'))
    try {
      renderWithProviders(<ProfileScreen onSignOut={async () => {}} signingOut={false} />)
      expect(await screen.findByText('Erstes Hinhören', {}, { timeout: 10_000 })).toBeVisible()
      expect(screen.getByText('Level 1 Zuhörend')).toBeVisible()
      expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible()
    } finally {
      await act(() => speak('en'))
    }
  })
})
