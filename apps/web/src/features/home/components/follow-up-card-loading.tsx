import { Trans, useLingui } from '@lingui/react/macro'
import { FOLLOW_UP_ROWS } from '@hara/core'

/**
 * Where "How did it turn out?" will be while its code loads (the first time a decision waits):
 * the card's frame, heading and rows at their height, so nothing below the orb moves when it
 * arrives.
 */
export function FollowUpCardLoading({ rows }: { rows: number }) {
  const { t } = useLingui()
  return (
    <section
      aria-label={t`How did it turn out?`}
      aria-busy="true"
      className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">
          <Trans>How did it turn out?</Trans>
        </p>
        <p className="text-sm text-muted">
          <Trans>Your gut learns from every answer.</Trans>
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {Array.from({ length: Math.min(rows, FOLLOW_UP_ROWS) }, (_, i) => (
          <li key={i} className="min-h-[140px] animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </ul>
    </section>
  )
}
