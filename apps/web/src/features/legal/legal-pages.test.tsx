import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { MemoryRouter } from '@/lib/router'
import { plainWords } from '@/test/plain-words'
import { PrivacyPage } from './privacy-page'
import { TermsPage } from './terms-page'

const GOVERNS = /English text is the one that governs|englische Text|texto en inglés/

function renderPage(page: 'terms' | 'privacy') {
  render(<MemoryRouter>{page === 'terms' ? <TermsPage /> : <PrivacyPage />}</MemoryRouter>)
}

afterEach(async () => {
  await act(() => speak('en'))
})

describe('the Terms and Privacy pages', () => {
  it('in English, say nothing of a translation', () => {
    renderPage('terms')
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    expect(screen.queryByText(GOVERNS)).toBeNull()
  })

  it('in the test language, leave no word untranslated', async () => {
    // The test language writes dates as English does (Intl has no test language).
    const today = new Date().toLocaleDateString('en', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    })
    const untranslated = () =>
      plainWords().filter((text) => /[A-Za-z]/.test(text.replace(today, '')))
    await act(() => chooseSpeech('pseudo'))
    renderPage('terms')
    expect(untranslated()).toEqual([])
    document.body.innerHTML = ''
    renderPage('privacy')
    expect(untranslated()).toEqual([])
  })

  it('in German and Spanish, say that the English text governs, the date in that language', async () => {
    await act(() => chooseSpeech('de'))
    renderPage('terms')
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible()
    expect(screen.getByText(/Maßgeblich ist der englische Text/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    const month = new Date().toLocaleDateString('de', { month: 'long' })
    expect(screen.getByText(/^Zuletzt aktualisiert:/)).toHaveTextContent(month)

    await act(() => chooseSpeech('es'))
    expect(screen.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeVisible()
    expect(screen.getByText(/El texto en inglés es el que prevalece/)).toBeVisible()
  })
})
