import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GentleReminderStep } from './gentle-reminder-step'

describe('the gentle reminder', () => {
  it('asks to write the decision down only where the next step is the decision', () => {
    const { unmount } = render(<GentleReminderStep decisionNext onContinue={() => {}} />)
    expect(screen.getByText(/Write down what you decide/)).toBeInTheDocument()
    unmount()
    // The voice flow saves here: it points to where the outcome is noted later.
    render(<GentleReminderStep onContinue={() => {}} />)
    expect(screen.queryByText(/Write down/)).not.toBeInTheDocument()
    expect(screen.getByText(/note it on this check-in in your timeline/)).toBeInTheDocument()
  })
})
