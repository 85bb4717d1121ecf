import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { toast } from '@/lib/toast'
import { StepFrame } from '@/components/ui/step-frame'
import { earnedBy, useSaveCheckIn } from '../api/save-check-in'
import { useAnalyzeVoice } from '../api/analyze-voice'
import { typingOffered, useTranscribeAudio, type TypingReason } from '../api/transcribe-audio'
import { recordingToBase64 } from '../lib/encode-recording'
import { tidyTranscript } from '../lib/transcript-case'
import type { Recording } from '../lib/use-voice-recorder'
import {
  initialVoiceFlow,
  previousVoiceStep,
  stepAfterResponse,
  voiceProgressOf,
  type VoiceFields,
  type VoiceStep,
} from '../lib/voice-flow'
import type { FlowHistory } from '../lib/use-flow-history'
import { useSaving } from '../lib/use-saving'
import { useStepFlow } from '../lib/use-step-flow'
import { Celebration } from './celebration'
import { CongratulationsStep } from './steps/congratulations-step'
import { GentleReminderStep } from './steps/gentle-reminder-step'
import { GutAndIgnoreSteps } from './steps/gut-and-ignore-steps'
import { InsightsStep } from './steps/insights-step'
import { LabelStep } from './steps/label-step'
import { ProcessingStep } from './steps/processing-step'
import { RecordingStep } from './steps/recording-step'
import { ResponseStep } from './steps/response-step'
import { TypeInsteadStep } from './steps/type-instead-step'

export type VoiceCheckInProps = {
  /** When it happened, if the person chose 'It happened earlier'; null for now. */
  happenedAt: number | null
  /** Leaves the flow (to /home): from the first step, or after an error. */
  onExit: () => void
  /** The person's nickname, for the coach's analysis. */
  userName?: string
  /** The flow's steps in the browser's history, so Back steps back (the route holds it). */
  flow: FlowHistory
  /** Shown under the first step: 'It happened earlier'. */
  start?: ReactNode
}

/** Steps that only wait for the server: the step after one takes its place in the history. */
const WAITING: ReadonlySet<VoiceStep> = new Set(['processing', 'analyzing'])

/** A toast for what went wrong: the product's texts, word for word in English. */
const fail = (title: string, description: string) => toast.error(title, { description })

/**
 * The voice check-in, on the same step frame as the tap flow. Back, on screen or the phone's,
 * goes one step back; the steps that only wait (processing, analyzing) give their place in the
 * history to the step they lead to. Once saved, the celebration shows and the flow leaves for
 * the Map; a save the phone refused stays on its step.
 */
export function VoiceCheckIn({ happenedAt, onExit, userName, flow, start }: VoiceCheckInProps) {
  const { t } = useLingui()
  const { saving, run } = useSaving()
  const checkIn = useSaveCheckIn(happenedAt)
  const transcription = useTranscribeAudio()
  const analysis = useAnalyzeVoice(userName)
  const earned = earnedBy(checkIn.data)
  const { leave } = flow
  const toMap = useCallback(() => leave('/map'), [leave])
  const work = useRef<AbortController | null>(null)
  const { state, setState, direction, goTo, answer, stepBack } = useStepFlow<
    VoiceStep,
    VoiceFields
  >({
    initial: initialVoiceFlow,
    flow,
    previous: previousVoiceStep,
    leave: onExit,
    waits: (step) => WAITING.has(step),
    beforeStepBack: () => work.current?.abort(),
    // Back to the recording, the flow starts over.
    fieldsBackAt: (step, fields) => (step === 'recording' ? {} : fields),
  })

  // Why the server could not turn the recording into words, for the step that offers typing.
  const [unheard, setUnheard] = useState<TypingReason>('language')

  // Leaving the flow cancels an upload or an analysis under way (the recorder stops itself).
  useEffect(() => () => work.current?.abort(), [])
  const newWork = () => {
    work.current?.abort()
    work.current = new AbortController()
    return work.current.signal
  }

  const back = () => flow.back(stepBack)

  const save = (fields: VoiceFields) =>
    run(async () => {
      await checkIn.mutateAsync({
        mode: 'voice',
        transcript: fields.transcript ?? '',
        label: fields.label ?? 'unclear',
        wantsResponse: fields.wantsResponse ?? false,
        aiInsights: fields.aiInsights ?? '',
        ...(fields.gutFeeling ? { gutFeeling: fields.gutFeeling } : {}),
        ...(fields.willIgnore ? { willIgnore: fields.willIgnore } : {}),
        ...(fields.strength ? { strength: fields.strength } : {}),
      })
    })

  const transcribe = async ({ blob, mimeType }: Recording) => {
    const signal = newWork()
    goTo('processing', {})
    let audioData: string
    try {
      audioData = await recordingToBase64(blob, mimeType)
    } catch {
      fail(t`Error`, t`Failed to process audio.`)
      return onExit()
    }
    try {
      const transcript = (await transcription.mutateAsync({ audioData, signal })).trim()
      if (signal.aborted) return
      if (!transcript) {
        fail(t`No Speech Detected`, t`Please try again and speak clearly.`)
        return onExit()
      }
      goTo('label', { transcript: tidyTranscript(transcript) })
    } catch (error) {
      if (signal.aborted) return
      const reason = typingOffered(error)
      if (reason) {
        setUnheard(reason)
        return goTo('type-instead', {})
      }
      fail(t`Error`, t`Failed to transcribe audio. Please try again.`)
      onExit()
    }
  }

  const runAnalysis = async (fields: VoiceFields) => {
    const signal = newWork()
    goTo('analyzing', { ...fields, aiInsights: '' })
    try {
      const text = await analysis.mutateAsync({
        transcript: fields.transcript ?? '',
        label: fields.label ?? 'unclear',
        signal,
        onText: (aiInsights) => {
          if (!signal.aborted) setState((s) => ({ ...s, fields: { ...s.fields, aiInsights } }))
        },
      })
      if (signal.aborted) return
      if (!text.trim()) throw new Error('empty analysis')
      goTo('insights', { ...fields, aiInsights: text })
    } catch {
      if (signal.aborted) return
      // The entry is saved straight away, without insights.
      fail(t`Analysis Failed`, t`Continuing without AI insights.`)
      void save({ ...fields, aiInsights: '' })
    }
  }

  const { index, total } = voiceProgressOf(state.step)
  const { fields } = state

  return (
    <>
      <StepFrame
        stepKey={state.step}
        direction={direction}
        onBack={back}
        progress={{ label: t`Check-in progress`, value: index, max: total }}
      >
        {state.step === 'recording' ? (
          <RecordingStep
            onRecorded={(recording) => void transcribe(recording)}
            onFailed={() => {
              fail(
                t`Error`,
                t`Failed to start voice recording. Please check microphone permissions.`,
              )
              onExit()
            }}
          />
        ) : null}
        {state.step === 'recording' ? start : null}
        {state.step === 'processing' ? <ProcessingStep /> : null}
        {state.step === 'type-instead' ? <TypeInsteadStep reason={unheard} /> : null}
        {state.step === 'label' ? (
          <LabelStep
            transcript={fields.transcript ?? ''}
            selected={fields.label}
            onChoose={(label, transcript) => answer({ label, transcript }, 'response')}
          />
        ) : null}
        {state.step === 'response' ? (
          <ResponseStep
            selected={fields.wantsResponse}
            onChoose={(wantsResponse) => {
              const next = { ...fields, wantsResponse }
              if (stepAfterResponse(wantsResponse) === 'analyzing') void runAnalysis(next)
              else answer({ wantsResponse, aiInsights: '' }, 'gut')
            }}
          />
        ) : null}
        {state.step === 'analyzing' || state.step === 'insights' ? (
          <InsightsStep
            text={fields.aiInsights ?? ''}
            streaming={state.step === 'analyzing'}
            onContinue={() => goTo('gut', fields)}
          />
        ) : null}
        <GutAndIgnoreSteps
          step={state.step}
          answers={fields}
          onStrength={(strength) => setState((s) => ({ ...s, fields: { ...s.fields, strength } }))}
          onAnswer={answer}
        />
        {state.step === 'gentle-reminder' ? (
          <GentleReminderStep busy={saving} onContinue={() => void save(fields)} />
        ) : null}
        {state.step === 'congratulations' ? (
          <CongratulationsStep
            willIgnore={fields.willIgnore}
            saving={saving}
            saveLabel={t`Continue`}
            onSave={() => void save(fields)}
          />
        ) : null}
      </StepFrame>
      {earned ? <Celebration earned={earned} onDone={toMap} /> : null}
    </>
  )
}
