import type { Entry } from '@hara/core'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { EntryDetail } from './entry-detail'

const base = {
  id: '1c8d3a8f-9e2b-4d5f-8c8b-7a4f3e2d1c0b',
  timestamp: '2026-11-20T09:00:00.000Z',
  day: '2026-11-20',
  timeZone: 'UTC',
  xp: 5,
  consequence: null,
  consequenceDate: null,
}
const tap: Entry = {
  ...base,
  mode: 'tap',
  context: 'Custom',
  customNote: 'Adopting a dog',
  description: 'We met a shy terrier',
  bodySensation: 'Expanding warmth',
  gutFeeling: 'yes',
  willIgnore: 'yes',
  decision: 'Adopt her',
  needsFollowUp: true,
}
const voice: Entry = {
  ...base,
  mode: 'voice',
  transcript: 'I keep thinking about the offer',
  label: 'unease',
  wantsResponse: false,
  aiInsights: '',
}

describe('a check-in open in full', () => {
  it("offers a tap check-in's own words to edit, and nothing it did not have", () => {
    renderWithProviders(<EntryDetail entry={tap} onBack={vi.fn()} />)
    expect(screen.getByLabelText('What was happening')).toHaveValue('We met a shy terrier')
    expect(screen.getByLabelText('Category name')).toHaveValue('Adopting a dog')
    expect(screen.getByLabelText('Your decision')).toHaveValue('Adopt her')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Log outcome' })).toBeInTheDocument()
  })

  it('shows a voice check-in whole, with no words to edit', () => {
    renderWithProviders(<EntryDetail entry={voice} onBack={vi.fn()} />)
    expect(screen.getByText(/I keep thinking about the offer/)).not.toHaveClass('line-clamp-3')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(screen.queryByLabelText('What was happening')).toBeNull()
  })

  it('says so when the journal no longer holds it', () => {
    renderWithProviders(<EntryDetail entry={null} onBack={vi.fn()} />)
    expect(screen.getByText('This check-in is not in your journal')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to your timeline' })).toHaveAttribute(
      'href',
      '/map',
    )
  })
})
