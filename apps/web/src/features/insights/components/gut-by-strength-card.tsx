import { useLingui } from '@lingui/react/macro'
import { GUT_STRENGTH_MIN_JUDGED, type GutByStrength, type StrengthByMonth } from '@hara/core'
import { gutStrengthText } from '@/i18n/core-texts/gut-strengths'
import { actedOnWords, strengthSummary } from '../lib/strength-words'
import { GutByStrengthChart } from './gut-by-strength-chart'
import { StrengthByMonthSection } from './strength-by-month'

/**
 * Which gut feelings to trust: in 'Your gut, over time', how often the gut was right when it was
 * faint, clear or strong, each with its count and a likely range, from five judged outcomes at
 * a strength, and how many more each needs before that. A chart, with a table for screen
 * readers, and each strength in words; then the same month by month.
 */
export function GutByStrengthSection({
  byStrength,
  byMonth,
}: {
  byStrength: GutByStrength
  byMonth: StrengthByMonth
}) {
  const { t, i18n } = useLingui()
  const least = GUT_STRENGTH_MIN_JUDGED
  return (
    <div className="flex flex-col gap-2" data-testid="gut-by-strength">
      <h3 className="text-sm font-semibold">{t`By strength`}</h3>
      {byStrength.withStrength === 0 ? (
        <p className="text-sm text-muted">
          {t`Say how strong the feeling is when you check in, and you’ll see which of your gut feelings to trust: from ${least} judged outcomes at a strength.`}
        </p>
      ) : (
        <>
          <GutByStrengthChart levels={byStrength.levels} />
          <ul className="flex flex-col gap-2">
            {byStrength.levels.map((level) => (
              <li
                key={level.strength}
                data-strength={level.strength}
                className="flex flex-col gap-0.5 rounded-2xl bg-surface-2 p-3"
              >
                <span className="font-semibold">{gutStrengthText(i18n, level.strength)}</span>
                <span className="text-sm tabular">{strengthSummary(level)}</span>
                {actedOnWords(level) ? (
                  <span className="text-xs text-muted tabular">{actedOnWords(level)}</span>
                ) : null}
              </li>
            ))}
          </ul>
          <StrengthByMonthSection byMonth={byMonth} />
        </>
      )}
    </div>
  )
}
