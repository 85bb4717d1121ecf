import { useLingui } from '@lingui/react/macro'
import { StarIcon } from '@/components/ui/first-screen-icons'

/** The static rating, in the product's text: '4.8 out of 5', 'Our customers rated us'. */
export function Rating() {
  const { t } = useLingui()
  return (
    <div
      className="flex flex-col items-center gap-1"
      aria-label={t`Rated 4.8 out of 5 by our customers`}
    >
      <div className="flex gap-0.5 text-warm" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={16} fill="currentColor" strokeWidth={1.5} />
        ))}
      </div>
      <p className="text-sm text-muted">
        <span className="font-semibold text-fg tabular">{t`4.8 out of 5`}</span> ·{' '}
        {t`Our customers rated us`}
      </p>
    </div>
  )
}
