import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { plainWords } from '@/test/plain-words'
import { DesktopGate } from './desktop-gate'

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

afterEach(async () => {
  vi.restoreAllMocks()
  await act(() => speak('en'))
})

describe('DesktopGate', () => {
  it('shows the gate to a wide desktop browser and the app once narrowed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA)
    setWidth(1280)
    render(<DesktopGate>app content</DesktopGate>)
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Mobile experience only' },
        // Its screen is loaded on first use: a moment on a busy machine.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    act(() => setWidth(800))
    expect(screen.getByText('app content')).toBeInTheDocument()
  })

  it('in the test language, leaves no word of the gate untranslated', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA)
    setWidth(1280)
    await act(() => chooseSpeech('pseudo'))
    render(<DesktopGate>app content</DesktopGate>)
    await screen.findByRole('heading', {}, { timeout: 10_000 })
    expect(plainWords()).toEqual([])
  })
})
