import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { StepHeading } from '@/components/ui/step-frame'
import { cn } from '@/lib/cn'
import {
  MAX_RECORDING_MS,
  useVoiceRecorder,
  type MicrophoneProblem,
  type Recording,
} from '../../lib/use-voice-recorder'
import { NoMicrophone } from './no-microphone'

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

type RecordingStepProps = {
  onRecorded: (recording: Recording) => void
  onFailed: () => void
}

/**
 * Voice step 1: the microphone is live while this step is on screen. The orb swells with the
 * voice (still under prefers-reduced-motion); tapping it stops, and so does reaching 60 s.
 * When the microphone cannot be opened, the step says why and offers typing instead.
 */
export function RecordingStep(props: RecordingStepProps) {
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null)
  const [attempt, setAttempt] = useState(0)
  if (problem) {
    return (
      <NoMicrophone
        problem={problem}
        onRetry={() => {
          setProblem(null)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return <Recorder key={attempt} {...props} onNoMicrophone={setProblem} />
}

function Recorder({
  onRecorded,
  onFailed,
  onNoMicrophone,
}: RecordingStepProps & { onNoMicrophone: (problem: MicrophoneProblem) => void }) {
  const { status, elapsedMs, level, stop } = useVoiceRecorder({
    onRecorded,
    onFailed,
    onNoMicrophone,
  })
  const { t } = useLingui()
  const live = status === 'recording'
  const time = clock(elapsedMs)
  const longest = clock(MAX_RECORDING_MS)
  return (
    <>
      <StepHeading
        title={
          live ? t`I’m listening` : status === 'starting' ? t`Waking the microphone…` : t`Got it`
        }
        lead={t`Say what is happening and what your gut is telling you. Tap the orb when you’re done.`}
      />
      <div className="flex flex-1 flex-col items-center justify-center gap-6">
        <button
          type="button"
          onClick={stop}
          disabled={!live}
          aria-label={t`Stop recording`}
          className="group relative flex size-52 items-center justify-center rounded-full focus-visible:outline-offset-8 disabled:opacity-70"
        >
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c)_80%)] opacity-40 blur-2xl transition-transform duration-100 motion-reduce:!transform-none"
            style={{ transform: `scale(${1 + level * 0.5})` }}
          />
          <span
            aria-hidden="true"
            data-level={level.toFixed(2)}
            className="relative size-40 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c)_85%)] shadow-[inset_-12px_-16px_32px_rgba(0,0,0,0.25)] transition-transform duration-100 motion-reduce:!transform-none"
            style={{ transform: `scale(${1 + level * 0.2})` }}
          />
          <span className="absolute size-6 rounded-md bg-white/85" aria-hidden="true" />
        </button>
        <p className="flex flex-col items-center gap-1 text-center">
          <span
            className={cn('text-3xl font-semibold tabular', !live && 'text-muted')}
            role="timer"
            aria-label={t`Recording time ${time}`}
          >
            {time}
          </span>
          <span className="text-sm text-muted tabular">
            {live ? t`up to ${longest} · tap the orb to stop` : '\u00a0'}
          </span>
        </p>
      </div>
    </>
  )
}
