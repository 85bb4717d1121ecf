import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StepFrame, StepHeading } from './step-frame'

function Flow({ step, direction }: { step: number; direction: 'forward' | 'back' }) {
  return (
    <StepFrame
      stepKey={step}
      direction={direction}
      onBack={step > 1 ? vi.fn() : undefined}
      progress={{ label: 'Flow progress', value: step, max: 3 }}
    >
      <StepHeading title={`Step ${step}`} lead="A lead" />
      <button type="button">Answer</button>
    </StepFrame>
  )
}

describe('StepFrame', () => {
  it('moves the focus to the new step’s heading and announces the progress', () => {
    const { rerender } = render(<Flow step={1} direction="forward" />)
    expect(screen.getByRole('heading', { name: 'Step 1' })).toHaveFocus()
    rerender(<Flow step={2} direction="forward" />)
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus()
    const bar = screen.getByRole('progressbar', { name: 'Flow progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '2')
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 3')
  })

  it('slides in from the side the person came from', () => {
    const { rerender } = render(<Flow step={2} direction="forward" />)
    const stepBody = () => screen.getByRole('heading').closest('header')!.parentElement!
    expect(stepBody().className).toContain('step-in')
    rerender(<Flow step={1} direction="back" />)
    expect(stepBody().className).toContain('step-back')
    // Motion is opt-in: the classes apply only when the person has not asked for less.
    expect(stepBody().className).toMatch(/motion-safe:animate-\[step-back/)
  })

  it('has a back button only where the caller gives one', () => {
    const { rerender } = render(<Flow step={1} direction="forward" />)
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    rerender(<Flow step={2} direction="forward" />)
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })
})
