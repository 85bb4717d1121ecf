import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { HelpScreen } from './help-screen'

const QUESTIONS = [
  'What is gut intuition?',
  'How is a gut feeling different from anxiety?',
  "What if I don't feel anything?",
  'How often should I check in?',
  'Why track when I ignore my gut?',
  'Should I use tap or voice check-ins?',
  'How does the AI coach help?',
  'Is my data private?',
]

function setup() {
  const onBack = vi.fn()
  renderWithProviders(<HelpScreen onBack={onBack} />, { route: '/help' })
  return { onBack, user: userEvent.setup() }
}

const faq = () => within(screen.getByRole('region', { name: 'Frequently asked questions' }))

describe('HelpScreen', () => {
  it('goes back', async () => {
    const { user, onBack } = setup()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('opens the getting started guide in place', async () => {
    const { user } = setup()
    const guide = screen.getByRole('button', { name: /Getting started guide/ })
    expect(guide).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Notice the signal')).not.toBeVisible()
    await user.click(guide)
    expect(guide).toHaveAttribute('aria-expanded', 'true')
    const steps = document.getElementById(guide.getAttribute('aria-controls') ?? '')
    expect(steps).toBeVisible()
    expect(within(steps!).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('Notice the signal')).toBeVisible()
  })

  it('says when the community opens and shows the support address as a mail link', () => {
    setup()
    expect(screen.getByText('Community')).toBeInTheDocument()
    expect(screen.getByText(/Opens with the public launch/)).toBeInTheDocument()
    const contact = screen.getByRole('link', { name: /Contact support/ })
    expect(contact).toHaveAttribute('href', 'mailto:support@hara.app')
    expect(contact).toHaveTextContent('support@hara.app')
  })

  it('lists the eight questions in order, all closed', () => {
    setup()
    const triggers = faq().getAllByRole('button')
    expect(triggers.map((button) => button.textContent)).toEqual(QUESTIONS)
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens one answer at a time and closes it again', async () => {
    const { user } = setup()
    const first = faq().getByRole('button', { name: QUESTIONS[0] })
    const privacy = faq().getByRole('button', { name: QUESTIONS[7] })

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(faq().getByText(/wordless sense/)).toBeVisible()

    await user.click(privacy)
    expect(privacy).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(faq().queryByText(/wordless sense/)).not.toBeInTheDocument()
    expect(faq().getByText(/only on this phone/)).toBeVisible()
    expect(faq().getByText(/cannot read it/)).toBeVisible()
    expect(faq().getByText(/sent to our server for that one answer and not kept/)).toBeVisible()

    await user.click(privacy)
    expect(privacy).toHaveAttribute('aria-expanded', 'false')
    expect(faq().queryAllByRole('button', { expanded: true })).toHaveLength(0)
  })

  it('gives five pro tips', () => {
    setup()
    const tips = within(screen.getByRole('region', { name: 'Pro tips' }))
    expect(tips.getAllByRole('listitem')).toHaveLength(5)
  })

  it('in the test language, leaves no word untranslated, the guide and every answer included', async () => {
    await act(() => chooseSpeech('pseudo'))
    try {
      const { user } = setup()
      // The support address is an address, the same in every language.
      const untranslated = () => plainWords().filter((text) => text !== 'support@hara.app')
      await user.click(screen.getAllByRole('button', { expanded: false })[0]!)
      expect(untranslated()).toEqual([])
      const questions = screen.getAllByRole('button', { expanded: false })
      expect(questions).toHaveLength(QUESTIONS.length)
      for (const question of questions) {
        await user.click(question)
        expect(untranslated()).toEqual([])
      }
    } finally {
      await act(() => speak('en'))
    }
  })
})
