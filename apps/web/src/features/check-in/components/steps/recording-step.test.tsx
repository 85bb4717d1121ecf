import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { chooseSpeech, speak } from '@/i18n/language'
import { plainWords } from '@/test/plain-words'
import { RecordingStep } from './recording-step'

/**
 * The voice check-in's first step when the microphone cannot be opened: what it says, and the
 * way on to typing. What a real microphone records, and that it is let go, is
 * e2e/tests/voice.spec.ts's.
 */

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => speak('en'))
})

/** The phone's microphone answers `getUserMedia` with `error`. */
function microphoneFails(error: DOMException) {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(() => Promise.reject(error)) },
  })
}

function Where() {
  const { pathname, search } = useLocation()
  return <p data-testid="where">{pathname + search}</p>
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={['/check-in?mode=voice']}>
      <Routes>
        <Route
          path="/check-in"
          element={
            <>
              <RecordingStep onRecorded={() => {}} onFailed={() => {}} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the recording step without a microphone', () => {
  it('refused: says the product’s words and offers typing instead', async () => {
    microphoneFails(new DOMException('Permission denied', 'NotAllowedError'))
    renderStep()
    expect(
      await screen.findByText(
        'Failed to start voice recording. Please check microphone permissions.',
      ),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Type it instead' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/check-in?mode=tap')
  })

  it('none on the phone: says so plainly, not to check permissions, and offers typing', async () => {
    microphoneFails(new DOMException('Requested device not found', 'NotFoundError'))
    renderStep()
    expect(await screen.findByRole('heading', { name: 'No microphone found' })).toBeVisible()
    expect(screen.queryByText(/check microphone permissions/)).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Type it instead' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/check-in?mode=tap')
  })

  it('in the test language, says each problem with no word untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    for (const error of [
      new DOMException('Permission denied', 'NotAllowedError'),
      new DOMException('Requested device not found', 'NotFoundError'),
      new DOMException('Could not start', 'NotReadableError'),
    ]) {
      microphoneFails(error)
      const { unmount } = render(
        <MemoryRouter>
          <RecordingStep onRecorded={() => {}} onFailed={() => {}} />
        </MemoryRouter>,
      )
      await screen.findByRole('alert')
      expect(plainWords()).toEqual([])
      unmount()
    }
  })
})
