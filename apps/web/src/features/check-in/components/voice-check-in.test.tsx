import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { useLocation } from '@/lib/router'
import { toast } from '@/lib/toast'
import { signIn, storedJournal } from '@/test/journal-store'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { useFlowHistory } from '../lib/use-flow-history'
import type * as Recorder from '../lib/use-voice-recorder'
import { InsightsStep } from './steps/insights-step'
import { TypeInsteadStep } from './steps/type-instead-step'
import { VoiceCheckIn } from './voice-check-in'

/**
 * The voice check-in's 'just record' path, from a recording to the saved entry. The microphone
 * is stood in for (a recording of a few bytes as soon as the orb is tapped) and so is the
 * server's transcription; a real microphone, MediaRecorder, transcription and the coach's
 * streamed guidance are e2e/tests/voice.spec.ts's.
 */

vi.mock('../lib/use-voice-recorder', async (original) => ({
  ...(await original<typeof Recorder>()),
  useVoiceRecorder: ({ onRecorded }: { onRecorded: (recording: unknown) => void }) => ({
    status: 'recording',
    elapsedMs: 4_000,
    level: 0,
    // A few bytes of sound (jsdom's Blob cannot be read back, so the bytes are handed over).
    stop: () =>
      onRecorded({
        blob: { arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer },
        mimeType: 'audio/webm;codecs=opus',
      }),
  }),
}))

// As the phone's recogniser gives it: lower case, no punctuation.
const SAID = 'my stomach drops when i think about the contract'
const SHOWN = 'My stomach drops when I think about the contract.'

function Harness() {
  const flow = useFlowHistory()
  const { pathname, search } = useLocation()
  return (
    <>
      <p data-testid="path">
        {pathname}
        {search}
      </p>
      <VoiceCheckIn flow={flow} happenedAt={null} onExit={() => {}} />
    </>
  )
}

beforeEach(async () => {
  await signIn('vera')
  recordNetwork(({ path }) =>
    path === '/functions/v1/transcribe-audio' ? Response.json({ transcript: SAID }) : undefined,
  )
})
afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await act(() => speak('en'))
})

describe('the voice check-in', () => {
  it('just record: the corrected words, a label, no guidance asked, the gut honored, saved as such with its XP', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=voice' })
    await user.click(screen.getByRole('button', { name: 'Stop recording' }))
    expect(await screen.findByRole('heading', { name: 'How does it feel?' })).toBeVisible()
    const words = screen.getByLabelText('Your words')
    expect(words).toHaveValue(SHOWN)
    await user.type(words, ' It was today')
    await user.click(screen.getByRole('button', { name: /^Unease/ }))
    expect(screen.getByRole('heading', { name: 'What would help now?' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: /^just record/i }))
    expect(screen.getByRole('heading', { name: 'What is your gut telling you?' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: /^No/ }))
    await user.click(screen.getByRole('button', { name: /No, I’ll honor it/ }))
    expect(screen.getByRole('heading', { name: 'You honored your gut' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByRole('status')).toHaveTextContent('+10 XP')
    const { entries } = await storedJournal('vera')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      mode: 'voice',
      transcript: `${SHOWN} It was today`,
      label: 'unease',
      wantsResponse: false,
      aiInsights: '',
      gutFeeling: 'no',
      willIgnore: 'no',
      xp: 10,
    })
  })

  it('in the test language, leaves no word of any step untranslated, the celebration included', async () => {
    await act(() => chooseSpeech('pseudo'))
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=voice' })
    const seen: string[] = []
    const main = () => screen.getByRole('main')
    const look = () => seen.push(...plainWords(main()))
    const tap = (english: string) => user.click(screen.getByText(pseudoText(english)))

    look()
    await user.click(screen.getByRole('button', { name: pseudoText('Stop recording') }))
    await screen.findByText(pseudoText('Unease'))
    look()
    await tap('Unease')
    look()
    await tap('Just record')
    look()
    await tap('No')
    look()
    await tap('No, I’ll honor it')
    look()
    await tap('Continue')
    seen.push(...plainWords(await screen.findByRole('status')))
    expect(seen).toEqual([])
  })

  it('says in German that no speech was heard, as a toast', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => '')
    recordNetwork(({ path }) =>
      path === '/functions/v1/transcribe-audio' ? Response.json({ transcript: ' ' }) : undefined,
    )
    await act(() => chooseSpeech('de'))
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=voice' })
    await user.click(screen.getByRole('button', { name: 'Aufnahme beenden' }))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Keine Sprache erkannt', {
        description: 'Bitte versuch es noch einmal und sprich deutlich.',
      }),
    )
  })

  it('in Spanish, where the server hears English only, offers typing in place of the words', async () => {
    const calls = recordNetwork(({ path }) =>
      path === '/functions/v1/transcribe-audio'
        ? Response.json(
            {
              error: {
                code: 'language_unsupported',
                message: 'Voice check-ins in this language cannot be transcribed on this server.',
              },
            },
            { status: 422 },
          )
        : undefined,
    )
    vi.spyOn(toast, 'error')
    await act(() => chooseSpeech('es'))
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=voice' })
    await user.click(screen.getByRole('button', { name: 'Detener la grabación' }))

    const heading = await screen.findByRole('heading', {
      name: 'Los check-ins por voz aún no están disponibles en tu idioma',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este servidor solo puede convertir en texto lo que se dice en inglés. Puedes escribir tu check-in.',
    )
    expect(calls.find((call) => call.path === '/functions/v1/transcribe-audio')?.body).toEqual({
      audioData: expect.any(String),
      language: 'es',
    })
    expect(toast.error).not.toHaveBeenCalled()
    await user.click(screen.getByRole('link', { name: 'Escríbelo mejor' }))
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/check-in\?mode=tap$/)
  })

  it('with no recogniser on the server, offers typing in place of the words, on the words’ step', async () => {
    recordNetwork(({ path }) =>
      path === '/functions/v1/transcribe-audio'
        ? Response.json(
            {
              error: {
                code: 'transcription_unavailable',
                message: 'Voice transcription is not set up on this server.',
              },
            },
            { status: 503 },
          )
        : undefined,
    )
    vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderWithProviders(<Harness />, { route: '/check-in?mode=voice' })
    await user.click(screen.getByRole('button', { name: 'Stop recording' }))

    const heading = await screen.findByRole('heading', {
      name: 'Spoken check-ins aren’t available right now',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This server can’t turn speech into words at the moment. You can type your check-in.',
    )
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 9')
    expect(toast.error).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Type it instead' })).toHaveAttribute(
      'href',
      '/check-in?mode=tap',
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('button', { name: 'Stop recording' })).toBeVisible()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 9')
  })

  it('in the test language, the offer to type says nothing untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(<TypeInsteadStep reason="language" />)
    expect(plainWords()).toEqual([])
    cleanup()
    renderWithProviders(<TypeInsteadStep reason="unavailable" />)
    expect(plainWords()).toEqual([])
  })

  it("in the test language, the coach's step says nothing untranslated while it writes", async () => {
    await act(() => chooseSpeech('pseudo'))
    render(<InsightsStep text="" streaming onContinue={() => {}} />)
    expect(plainWords()).toEqual([])
  })
})
