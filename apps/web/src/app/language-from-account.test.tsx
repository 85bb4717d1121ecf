import { act, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '@/i18n/language'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { useLanguageFromAccount } from './language-from-account'
import { profileAnswer } from '@/test/profile-answer'

const profile = (language: string | null) =>
  Response.json(profileAnswer({ nickname: 'Lucía', language }))

function Account() {
  useLanguageFromAccount(true)
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
