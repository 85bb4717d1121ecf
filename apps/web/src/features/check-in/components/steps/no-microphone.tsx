import { MicOff } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { MicrophoneProblem } from '../../lib/use-voice-recorder'
import { TypeInsteadLink } from './type-instead-link'

/**
 * What the voice check-in says when the microphone cannot be opened, in place of the recording
 * orb, with a way on: typing the check-in instead, or trying the microphone again. A refusal
 * keeps the product's own message for a recording that cannot start.
 */
const WORDS: Record<MicrophoneProblem, { title: string; text: string }> = {
  denied: {
    title: 'Hara can’t use your microphone',
    text: 'Failed to start voice recording. Please check microphone permissions.',
  },
  'no-microphone': {
    title: 'No microphone found',
    text: 'This phone has no microphone Hara can use, so a spoken check-in can’t be recorded here.',
  },
  unavailable: {
    title: 'The microphone is busy',
    text: 'Another app may be using it. Close it and try again, or type your check-in.',
  },
}

export function NoMicrophone({
  problem,
  onRetry,
}: {
  problem: MicrophoneProblem
  onRetry: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Screen readers hear what happened, and the next tab reaches 'Type it instead'.
  useEffect(() => heading.current?.focus(), [problem])
  const { title, text } = WORDS[problem]
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-2 text-warm">
        <MicOff aria-hidden="true" size={34} />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {title}
      </h1>
      <p role="alert" className="max-w-xs text-muted">
        {text}
      </p>
      <TypeInsteadLink>Type it instead</TypeInsteadLink>
      <Button variant="ghost" onClick={onRetry}>
        Try the microphone again
      </Button>
    </div>
  )
}
