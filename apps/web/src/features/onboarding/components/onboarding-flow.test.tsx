import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { OnboardingFlow } from './onboarding-flow'

afterEach(() => vi.useRealTimers())

describe('OnboardingFlow', () => {
  it('advances about 0.3 s after a focus and a challenge are chosen', () => {
    vi.useFakeTimers()
    renderWithProviders(<OnboardingFlow onComplete={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('radio', { name: /Financial/ }))
    expect(screen.getByRole('radio', { name: /Financial/ })).toHaveAttribute('aria-checked', 'true')
    act(() => vi.advanceTimersByTime(250))
    expect(
      screen.queryByRole('radio', { name: 'I spend to calm my feelings' }),
    ).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    fireEvent.click(screen.getByRole('radio', { name: 'I spend to calm my feelings' }))
    act(() => vi.advanceTimersByTime(300))
    expect(
      screen.getByRole('heading', { name: 'Three small steps, every day' }),
    ).toBeInTheDocument()
  })

  it('goes back a step with the back button', () => {
    renderWithProviders(<OnboardingFlow onComplete={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      screen.getByRole('heading', { name: 'Intrusive thoughts vs. gut feelings' }),
    ).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: /Your gut is talking/ })).toBeInTheDocument()
  })
})
