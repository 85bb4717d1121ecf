import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextArea } from './text-area'
import { TextField } from './text-field'

describe('a form field', () => {
  it.each([
    ['one line', TextField],
    ['several lines', TextArea],
  ] as const)('(%s) is named by its label and described by its hint and error', (_, Control) => {
    render(<Control label="Nickname" hint="Shown on Home" error="Too long" />)
    const control = screen.getByRole('textbox', { name: 'Nickname' })
    expect(control).toHaveAccessibleDescription('Shown on Home Too long')
    expect(control).toBeInvalid()
    expect(screen.getByRole('alert')).toHaveTextContent('Too long')
  })

  it('without an error is valid and says nothing', () => {
    render(<TextArea label="What happened?" hideLabel />)
    const control = screen.getByRole('textbox', { name: 'What happened?' })
    expect(control).toBeValid()
    expect(control).not.toHaveAccessibleDescription()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
