import { Trans } from '@lingui/react/macro'
import { RefreshCw } from 'lucide-react'
import { applyUpdate } from '@/lib/service-worker'

/** The prompt's button, loaded once a new version waits. */
export default function UpdateButton() {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center px-4 pt-[calc(0.75rem+env(safe-area-inset-top))]"
    >
      <button
        type="button"
        onClick={applyUpdate}
        className="pointer-events-auto flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-fg shadow-lg"
      >
        <RefreshCw size={16} aria-hidden className="text-accent" />
        <Trans>Update available</Trans>
        <span className="text-accent">
          <Trans>Reload</Trans>
        </span>
      </button>
    </div>
  )
}
