import { useLingui } from '@lingui/react/macro'
import { Keyboard } from 'lucide-react'
import type { TypingReason } from '../../api/transcribe-audio'
import { TypeInstead } from './type-instead'

/**
 * In place of the recording's words when this server cannot make them (ADR 0079): it cannot
 * hear the language the app speaks (its own recogniser knows English only), or it has no
 * recogniser at all. Why, and the tap check-in as the way on. Back records again.
 */
export function TypeInsteadStep({ reason }: { reason: TypingReason }) {
  const { t } = useLingui()
  return (
    <TypeInstead
      icon={<Keyboard aria-hidden="true" size={34} />}
      title={
        reason === 'language'
          ? t`Spoken check-ins aren’t available in your language yet`
          : t`Spoken check-ins aren’t available right now`
      }
      why={
        reason === 'language'
          ? t`This server can only turn English speech into words. You can type your check-in.`
          : t`This server can’t turn speech into words at the moment. You can type your check-in.`
      }
    />
  )
}
