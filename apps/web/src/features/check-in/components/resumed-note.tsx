import { Trans, useLingui } from '@lingui/react/macro'
import { tapCategory } from '@hara/core'
import { RotateCcw } from 'lucide-react'
import { categoryText } from '@/i18n/core-texts/categories'

/**
 * Above the step a kept draft resumes at: says this is a check-in started earlier, and about
 * what (its category), with a way to start over.
 */
export function ResumedNote({
  fields,
  onStartOver,
}: {
  fields: { context?: string; customNote?: string }
  onStartOver: () => void
}) {
  const { i18n } = useLingui()
  const category = fields.context ? categoryText(i18n, tapCategory(fields)) : null
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2 px-4 py-2 text-sm"
    >
      <p className="min-w-0 flex-1 text-muted">
        {category ? (
          <Trans>
            You’re continuing a check-in you started about{' '}
            <span className="font-semibold text-fg">{category}</span>.
          </Trans>
        ) : (
          <Trans>You’re continuing a check-in you started.</Trans>
        )}
      </p>
      <button
        type="button"
        onClick={onStartOver}
        className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-2 font-semibold text-accent"
      >
        <RotateCcw aria-hidden="true" size={16} />
        <Trans>Start over</Trans>
      </button>
    </div>
  )
}
