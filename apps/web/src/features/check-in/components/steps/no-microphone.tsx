import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { MicOff } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { MicrophoneProblem } from '../../lib/use-voice-recorder'
import { TypeInstead } from './type-instead'

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
  const { title, text } = WORDS[problem]
  return (
    <TypeInstead
      icon={<MicOff aria-hidden="true" size={34} />}
      title={i18n._(title)}
      why={i18n._(text)}
    >
      <Button variant="ghost" onClick={onRetry}>
        <Trans>Try the microphone again</Trans>
      </Button>
    </TypeInstead>
  )
}
