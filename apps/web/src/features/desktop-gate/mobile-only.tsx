import { Trans } from '@lingui/react/macro'
import { Smartphone } from 'lucide-react'

/** What a wide desktop browser sees instead of the app (loaded only there). */
export default function MobileOnly() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-bg px-8 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-2 text-accent">
        <Smartphone aria-hidden="true" size={36} strokeWidth={1.75} />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-fg">
        <Trans>Mobile experience only</Trans>
      </h1>
      <p className="max-w-sm text-lg text-muted">
        <Trans>
          Hara is made for your phone, where your gut signals happen. Open it on your phone, or make
          this window narrower.
        </Trans>
      </p>
    </main>
  )
}
