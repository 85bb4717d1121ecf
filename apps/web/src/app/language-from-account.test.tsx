import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { useChooseLanguage, useLanguageFromAccount } from './language-from-account'
import { profileAnswer } from '@/test/profile-answer'

const profile = (language: string | null) =>
  Response.json(profileAnswer({ nickname: 'Lucía', language }))

const USER = 'user-1'

function Account() {
  useLanguageFromAccount(true, USER)
  return null
}

afterEach(async () => {
  vi.unstubAllGlobals()
  localStorage.clear()
  await act(() => speak('en'))
})

describe("the account's language", () => {
  it('is spoken by the phone when the profile names one chosen on another phone', async () => {
    recordNetwork((call) => (call.path === '/api/profile' ? profile('de') : undefined))
    renderWithProviders(<Account />)
    await waitFor(() => expect(i18n.locale).toBe('de'))
    expect(localStorage.getItem('hara:language')).toBe('de')
  })

  it("is the phone's language when the profile names none yet, so mail speaks it", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-ES', 'en'] })
    const calls = recordNetwork((call) =>
      call.path === '/api/profile' ? profile(call.method === 'PATCH' ? 'es' : null) : undefined,
    )
    renderWithProviders(<Account />)
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/profile',
        body: { language: 'es' },
      }),
    )
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1)
  })
})

describe('a language chosen while the account cannot be reached', () => {
  function Settings() {
    const choose = useChooseLanguage(USER)
    useLanguageFromAccount(true, USER)
    return (
      <button type="button" onClick={() => void chooseSpeech('de').then(() => choose('de'))}>
        Deutsch
      </button>
    )
  }

  it('is sent again at the next read of the profile, which does not bring the old one back', async () => {
    let online = false
    const calls = recordNetwork((call) => {
      if (call.path !== '/api/profile') return undefined
      if (call.method === 'PATCH') return online ? profile('de') : Response.error()
      return profile('en')
    })
    const { unmount } = renderWithProviders(<Settings />)
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true))
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1))
    unmount()

    // Back online, the app starts again: the profile still says English.
    online = true
    renderWithProviders(<Settings />)
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: '/api/profile', body: { language: 'de' } },
        { method: 'PATCH', path: '/api/profile', body: { language: 'de' } },
      ]),
    )
    expect(i18n.locale).toBe('de')
    await waitFor(() => expect(localStorage.getItem('hara:u:user-1:languageUnsent')).toBeNull())
  })
})
