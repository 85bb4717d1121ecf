import { Trans } from '@lingui/react/macro'
import { Mic } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from '@/lib/router'
import { buttonClass } from '@/components/ui/button'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { Screen } from '@/components/ui/screen'
import { EarlierChoice } from '@/features/check-in/components/earlier-choice'
import { TypeInsteadLink } from '@/features/check-in/components/steps/type-instead-link'
import { TapCheckIn } from '@/features/check-in/components/tap-check-in'
import { VoiceCheckIn } from '@/features/check-in/components/voice-check-in'
import { useProfile } from '@/features/profile/api/get-profile'
import { useFlowHistory } from '@/features/check-in/lib/use-flow-history'
import { useVoiceAvailability } from '@/lib/use-voice-availability'
import { Link } from '@/components/ui/link'

/**
 * /check-in?mode=tap|voice; any other mode falls back to tap. The flow saves the check-in
 * itself; the route holds its place in the history and 'It happened earlier'.
 */
export default function CheckInRoute() {
  const params = useSearchParams()
  const flow = useFlowHistory()
  const goHome = () => flow.leave('/home')
  const voice = useVoiceAvailability(params.get('mode') === 'voice')
  const profile = useProfile()
  const [happenedAt, setHappenedAt] = useState<number | null>(null)
  const earlier = <EarlierChoice onChange={setHappenedAt} />

  if (params.get('mode') === 'voice') {
    if (voice === 'checking') return <LoadingScreen />
    if (voice === 'unavailable') return <VoiceUnavailable />
    return (
      <VoiceCheckIn
        flow={flow}
        onExit={goHome}
        happenedAt={happenedAt}
        userName={profile.data?.nickname}
        start={earlier}
      />
    )
  }

  return <TapCheckIn flow={flow} onExit={goHome} happenedAt={happenedAt} start={earlier} />
}

function VoiceUnavailable() {
  return (
    <Screen className="items-center justify-center gap-4 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-2 text-warm">
        <Mic aria-hidden="true" size={34} />
      </span>
      <h1 className="text-2xl font-semibold">
        <Trans>Voice isn&apos;t set up on this server</Trans>
      </h1>
      <p className="max-w-xs text-muted">
        <Trans>
          This server has no speech recogniser yet, so spoken check-ins can&apos;t be turned into
          words. You can type one in under a minute.
        </Trans>
      </p>
      <TypeInsteadLink>
        <Trans>Type instead</Trans>
      </TypeInsteadLink>
      <Link to="/home" className={buttonClass({ variant: 'ghost' })}>
        <Trans>Back to Today</Trans>
      </Link>
    </Screen>
  )
}
