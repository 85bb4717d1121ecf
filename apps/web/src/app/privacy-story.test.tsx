import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { FAQ } from '@/features/help/help-content'
import { JournalElsewhereCard } from '@/features/home/components/journal-elsewhere-card'
import { PrivacyPage } from '@/features/legal/privacy-page'
import { PRIVACY_STORY } from '@/lib/privacy-story'

/** One privacy story: Help, the privacy page and a new phone's card tell the same one. */
describe('the privacy story', () => {
  it('is Help’s answer and the privacy page’s short version, every sentence of it', () => {
    const answer = FAQ.find((item) => item.question === 'Is my data private?')?.answer ?? ''
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    )
    const page = document.body.textContent ?? ''
    for (const sentence of Object.values(PRIVACY_STORY)) {
      expect(answer).toContain(sentence)
      expect(page).toContain(sentence)
    }
    expect(answer).not.toMatch(/don’t follow you|stay on this device/)
  })

  it('on a new phone, says where the journal is and what the server holds of it', () => {
    render(
      <MemoryRouter>
        <JournalElsewhereCard hasBackup restore={null} />
      </MemoryRouter>,
    )
    expect(document.body.textContent).toContain(PRIVACY_STORY.journal)
    expect(screen.queryByText(/not on our server/)).not.toBeInTheDocument()
    expect(screen.getByText(/without being able to read it/)).toBeInTheDocument()
  })
})
