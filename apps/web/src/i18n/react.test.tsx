import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { Trans } from './react'

afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })))

describe('<Trans>', () => {
  const terms = (
    <Trans
      id="terms"
      message={
        ['By creating an account, you agree to our <0>Terms</0> and <1>Privacy</1>.'] as never
      }
      components={{ 0: <a href="/terms" />, 1: <a href="/privacy" /> }}
    />
  )

  it('wraps each tagged part of the English in its element', () => {
    const { container } = render(<p>{terms}</p>)
    expect(container.textContent).toBe(
      'By creating an account, you agree to our Terms and Privacy.',
    )
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
  })

  it('follows the translation, its order and its values, and draws again when it changes', () => {
    const { container } = render(<p>{terms}</p>)
    act(() =>
      i18n.loadAndActivate({
        locale: 'de',
        messages: {
          terms: ['Du stimmst der <1>Datenschutzerklärung</1> und den <0>Bedingungen</0> zu.'],
        },
      }),
    )
    expect(container.textContent).toBe(
      'Du stimmst der Datenschutzerklärung und den Bedingungen zu.',
    )
    expect(screen.getByRole('link', { name: 'Bedingungen' })).toHaveAttribute('href', '/terms')
  })

  it('takes self-closing and nested parts, and values', () => {
    const { container } = render(
      <Trans
        id="nested"
        message={['<0>Hi <1>', ['name'], '</1></0><2/>'] as never}
        values={{ name: 'Mira' }}
        components={{ 0: <em />, 1: <strong />, 2: <br /> }}
      />,
    )
    expect(container.innerHTML).toBe('<em>Hi <strong>Mira</strong></em><br>')
  })
})
