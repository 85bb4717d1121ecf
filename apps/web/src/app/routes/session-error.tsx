import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { CloudOffIcon } from '@/components/ui/first-screen-icons'
import { Screen } from '@/components/ui/screen'

/** Shown when the session cannot be checked (offline, server down): say so and offer a retry. */
export function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Screen className="items-center justify-center gap-4 text-center">
      <CloudOffIcon size={40} className="text-muted" />
      <h1 className="text-2xl font-semibold">
        <Trans>We couldn&apos;t reach Hara</Trans>
      </h1>
      <p className="max-w-xs text-muted">
        <Trans>Check your connection, then try again.</Trans>
      </p>
      <Button size="lg" className="mt-2 w-full max-w-xs" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Screen>
  )
}
