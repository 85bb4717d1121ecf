import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
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
const WORDS: Record<MicrophoneProblem, { title: MessageDescriptor; text: MessageDescriptor }> = {
  denied: {
    title: msg`Hara can’t use your microphone`,
    text: msg`Failed to start voice recording. Please check microphone permissions.`,
  },
  'no-microphone': {
    title: msg`No microphone found`,
    text: msg`This phone has no microphone Hara can use, so a spoken check-in can’t be recorded here.`,
  },
  unavailable: {
    title: msg`The microphone is busy`,
    text: msg`Another app may be using it. Close it and try again, or type your check-in.`,
  },
}

export function NoMicrophone({
  problem,
  onRetry,
}: {
  problem: MicrophoneProblem
  onRetry: () => void
}) {
  const { i18n } = useLingui()
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
        {i18n._(title)}
      </h1>
      <p role="alert" className="max-w-xs text-muted">
        {i18n._(text)}
      </p>
      <TypeInsteadLink>
        <Trans>Type it instead</Trans>
      </TypeInsteadLink>
      <Button variant="ghost" onClick={onRetry}>
        <Trans>Try the microphone again</Trans>
      </Button>
    </div>
  )
}
