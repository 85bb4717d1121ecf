import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { NicknameField, nicknameLength } from './nickname-field'

function Form() {
  const [value, setValue] = useState('')
  return (
    <form>
      <NicknameField value={value} onChange={(event) => setValue(event.target.value)} />
    </form>
  )
}

describe('NicknameField', () => {
  it('counts characters as a person sees them, an emoji once', () => {
    expect(nicknameLength('  Mira  ')).toBe(4)
    expect(nicknameLength('Mira 🌙')).toBe(6)
  })

  it('counts to the limit, keeps every character past it, says so and is invalid', async () => {
    render(<Form />)
    const input = screen.getByLabelText('Nickname') as HTMLInputElement
    expect(screen.getByText('0/40')).toBeInTheDocument()
    const long = 'x'.repeat(45)
    await userEvent.type(input, long)
    expect(input.value).toBe(long)
    expect(screen.getByText('45/40')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Keep your nickname to 40 characters or fewer.',
    )
    expect(input.validity.valid).toBe(false)
    await userEvent.type(input, '{Backspace}'.repeat(5))
    expect(screen.getByText('40/40')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(input.validity.valid).toBe(true)
  })
})
