import { render, screen } from '@testing-library/react'
import { MemoryRouter } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import { faq } from '@/features/help/help-content'
import { JournalElsewhereCard } from '@/features/home/components/journal-elsewhere-card'
import { PrivacyPage } from '@/features/legal/privacy-page'
import { privacyAnswer, privacyText } from '@/lib/privacy-story'

/** One privacy story: every screen that tells it reads it from one place, true to the backup. */
describe('the privacy story', () => {
  const helpAnswer = (backupOn: boolean) =>
    faq(backupOn).find((item) => item.question === 'Is my data private?')?.answer ?? ''

  it('with the backup off: only on this phone, the server has no copy, the backup offered', () => {
    const text = privacyText(false)
    expect(text.summary).toBe('All data stored locally')
    expect(text.journal).toMatch(/only on this phone/)
    expect(text.beforeDeleting).toMatch(/^Your check-ins are only on this phone/)
    expect(helpAnswer(false)).toContain(text.journal)
    expect(helpAnswer(false)).toContain('If you turn on encrypted backup')
  })

  it('with the backup on: on your phones, and an encrypted copy the server cannot read', () => {
    const text = privacyText(true)
    for (const line of [text.summary, text.journal, text.beforeDeleting]) {
      expect(line).not.toMatch(/locally|only on/)
    }
    expect(text.journal).toMatch(/on your phones.*encrypted copy.*cannot read it/)
    expect(text.beforeDeleting).toMatch(/encrypted copy on our server is deleted/)
    expect(helpAnswer(true)).toContain(text.journal)
    expect(helpAnswer(true)).not.toContain('If you turn on encrypted backup')
  })

  it('is the privacy page’s short version for anyone, the backup as a choice', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    )
    expect(document.body.textContent).toContain(privacyAnswer())
    expect(privacyAnswer()).toContain('If you turn on encrypted backup')
  })

  it('on a new phone, says where the journal is and what the server holds of it', () => {
    const { rerender } = render(
      <MemoryRouter>
        <JournalElsewhereCard hasBackup restore={null} />
      </MemoryRouter>,
    )
    expect(screen.getByText(/on the phones where you wrote it/)).toHaveTextContent(
      /encrypted copy .* cannot read it/,
    )
    rerender(
      <MemoryRouter>
        <JournalElsewhereCard hasBackup={false} restore={null} />
      </MemoryRouter>,
    )
    expect(screen.getByText(/our server has no copy, so a new phone starts empty/)).toBeVisible()
  })
})
