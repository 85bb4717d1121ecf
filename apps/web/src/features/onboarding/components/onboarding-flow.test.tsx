import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { OnboardingFlow, parseOnboardingDraft } from './onboarding-flow'

afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  await act(() => speak('en'))
})

describe('OnboardingFlow', () => {
  it('advances about 0.3 s after a focus and a challenge are chosen', () => {
    vi.useFakeTimers()
    renderWithProviders(<OnboardingFlow onComplete={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('radio', { name: /Financial/ }))
    expect(screen.getByRole('radio', { name: /Financial/ })).toHaveAttribute('aria-checked', 'true')
    act(() => {
      vi.advanceTimersByTime(250)
    })
    expect(
      screen.queryByRole('radio', { name: 'I spend to calm my feelings' }),
    ).not.toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    fireEvent.click(screen.getByRole('radio', { name: 'I spend to calm my feelings' }))
    act(() => {
      vi.advanceTimersByTime(300)
    })
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
  it('resumes at the step reached, with the choices made, after a reload', () => {
    vi.useFakeTimers()
    const first = renderWithProviders(<OnboardingFlow onComplete={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('radio', { name: /Financial/ }))
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(screen.getByRole('radio', { name: 'I spend to calm my feelings' })).toBeInTheDocument()
    first.unmount()

    renderWithProviders(<OnboardingFlow onComplete={() => {}} />)
    expect(screen.getByRole('radio', { name: 'I spend to calm my feelings' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('radio', { name: /Financial/ })).toHaveAttribute('aria-checked', 'true')
  })
})

describe('OnboardingFlow in the test language', () => {
  it('leaves no word of any step untranslated, the access code and its help included', async () => {
    recordNetwork((call) =>
      call.path === '/api/access-code' ? Response.json({ help: null }) : undefined,
    )
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(
      <OnboardingFlow onComplete={() => {}} signOut={{ run() {}, pending: false }} />,
    )
    const seen: string[] = []
    const look = () => seen.push(...plainWords())
    const next = () => user.click(screen.getAllByRole('button').at(-1)!)
    look()
    await next()
    look()
    await next()
    look()
    await user.click(screen.getAllByRole('radio')[0]!)
    await screen.findByRole('radio', { name: pseudoText('I spend to calm my feelings') })
    look()
    await user.click(screen.getAllByRole('radio')[0]!)
    await screen.findByRole('list')
    look()
    await next()
    await screen.findByRole('textbox')
    await screen.findByText(
      pseudoText('No code yet? Ask the person who invited you to Hara for one.'),
    )
    look()
    expect(seen).toEqual([])
  })
})

describe('parseOnboardingDraft', () => {
  it('keeps a draft it can resume and refuses anything else', () => {
    expect(parseOnboardingDraft({ step: 5, focus: 'career', challenge: 'x' })).toEqual({
      step: 5,
      focus: 'career',
      challenge: 'x',
    })
    // The challenge step without a focus goes back to the focus step.
    expect(parseOnboardingDraft({ step: 4, focus: 'nope', challenge: null })).toEqual({
      step: 3,
      focus: null,
      challenge: null,
    })
    for (const bad of [null, 'x', { step: 0 }, { step: 7 }, { step: 2.5 }]) {
      expect(parseOnboardingDraft(bad)).toBeUndefined()
    }
  })
})
