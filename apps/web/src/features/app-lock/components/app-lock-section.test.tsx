import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { setActiveUser } from '@/stores/device'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { writeLockConfig } from '../lib/lock-config'
import { AppLockSection } from './app-lock-section'

beforeEach(() => setActiveUser('ann'))
afterEach(async () => {
  setActiveUser(null)
  await act(() => speak('en'))
})

/** The lock on, as it is on a phone whose screen lock cannot seal the journal. */
const lockOn = () =>
  writeLockConfig('ann', { credential: { id: 'AQID', publicKey: 'AQID', signCount: 0 }, after: 0 })

describe("Settings' 'Lock Hara'", () => {
  it('on a phone with no screen lock the browser can use, says so and cannot be turned on', async () => {
    renderWithProviders(<AppLockSection />)
    const lock = screen.getByRole('switch', { name: 'Lock Hara' })
    expect(lock).not.toBeChecked()
    expect(
      await screen.findByText('This phone has no screen lock Hara can use.'),
    ).toBeInTheDocument()
    expect(lock).toBeDisabled()
    expect(screen.queryByLabelText('Lock after')).not.toBeInTheDocument()
  })

  it('in German, offers the times before it locks, in minutes', async () => {
    await act(() => chooseSpeech('de'))
    lockOn()
    renderWithProviders(<AppLockSection />)
    const after = screen.getByLabelText('Sperren')
    expect([...after.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Sofort',
      'Nach 1 Minute',
      'Nach 5 Minuten',
      'Nach 15 Minuten',
    ])
  })

  it('in the test language, leaves no word untranslated, off or on', async () => {
    await act(() => chooseSpeech('pseudo'))
    const off = renderWithProviders(<AppLockSection />)
    await screen.findByText(pseudoText('This phone has no screen lock Hara can use.'))
    expect(plainWords()).toEqual([])
    off.unmount()
    lockOn()
    renderWithProviders(<AppLockSection />)
    expect(plainWords()).toEqual([])
  })
})
