import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { signIn } from '@/test/journal-store'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { useFlowHistory } from '../lib/use-flow-history'
import { EarlierChoice } from './earlier-choice'
import { TapCheckIn } from './tap-check-in'

/** The tap check-in in Spanish and in the test language; what it does is tap-check-in.test.tsx's. */

function Harness() {
  const flow = useFlowHistory()
  return (
    <TapCheckIn
      flow={flow}
      happenedAt={null}
      onExit={() => {}}
      start={<EarlierChoice onChange={() => {}} />}
    />
  )
}

beforeEach(() => signIn('ann'))
afterEach(async () => {
  sessionStorage.clear()
  await act(() => speak('en'))
})

describe('the tap check-in in another language', () => {
  it('in Spanish: the areas of life, and why a custom note is refused', async () => {
    await act(() => chooseSpeech('es'))
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=tap' })
    expect(screen.getByRole('heading', { name: '¿De qué se trata?' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Trabajo' })).toBeVisible()
    await user.type(screen.getByLabelText('¿Otra cosa?'), 'uno dos tres cuatro cinco seis')
    expect(screen.getByRole('alert')).toHaveTextContent('Usa como máximo 5 palabras.')
  })

  it('in the test language, leaves no word of any step untranslated, the celebration included', async () => {
    await act(() => chooseSpeech('pseudo'))
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=tap' })
    const seen: string[] = []
    const look = () => seen.push(...plainWords())
    const tap = (english: string) => user.click(screen.getByText(pseudoText(english)))

    look()
    await tap('It happened earlier')
    look()
    await tap('Work')
    await user.type(screen.getByRole('textbox'), 'Mi jefa me ofrece otro puesto')
    look()
    await tap('Continue')
    look()
    await tap('Tight chest')
    look()
    await tap('No')
    look()
    await tap('Yes, I’ll ignore it')
    look()
    await tap('Continue')
    await user.type(screen.getByRole('textbox'), 'Dije que sí')
    look()
    await tap('Track this decision')
    seen.push(...plainWords(await screen.findByRole('status')))
    expect(seen).toEqual([])
  })
})
