import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSecondPass } from './use-second-pass'

function Parts() {
  return <p>{useSecondPass() ? 'cards' : 'placeholders'}</p>
}

describe('Home’s second pass', () => {
  it('paints the placeholders first, the on-demand parts after that frame, and all at once when Home opens again', async () => {
    const first = render(<Parts />)
    expect(screen.getByText('placeholders')).toBeInTheDocument()
    expect(await screen.findByText('cards')).toBeInTheDocument()
    first.unmount()

    render(<Parts />)
    expect(screen.getByText('cards')).toBeInTheDocument()
  })
})
