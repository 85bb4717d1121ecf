import { useLingui } from '@lingui/react/macro'
import {
  GUT_MIN_JUDGED,
  type MonthShare,
  type StrengthByMonth,
  type StrengthTrend,
} from '@hara/core'
import { countOf, percentText, periodLabel, periodName } from '../lib/gut-words'

/**
 * Which gut feelings to trust, month by month: how often strong signals proved right and how
 * often faint ones were acted on, a row per month in a table a screen reader reads as it is,
 * with the first and latest month shown in words above it. Shown once the strong or faint
 * check-ins span two months; a month with too few says so with a dash.
 */
export function StrengthByMonthSection({ byMonth }: { byMonth: StrengthByMonth }) {
  const { t } = useLingui()
  if (byMonth.months.length < 2) return null
  const years = byMonth.months[0]!.start.slice(0, 4) !== byMonth.months.at(-1)!.start.slice(0, 4)
  const strong = trendWords(byMonth.strongRight, years, (w) => {
    const { count, of, month, lastCount, lastOf, lastMonth } = w
    return t`Strong signals proved right ${count} of ${of} times in ${month}, ${lastCount} of ${lastOf} in ${lastMonth}.`
  })
  const faint = trendWords(byMonth.faintActedOn, years, (w) => {
    const { count, of, month, lastCount, lastOf, lastMonth } = w
    return t`You acted on faint signals ${count} of ${of} times in ${month}, ${lastCount} of ${lastOf} in ${lastMonth}.`
  })
  const least = GUT_MIN_JUDGED
  return (
    <div className="flex flex-col gap-2" data-testid="strength-by-month">
      <h3 className="text-sm font-semibold">{t`Month by month`}</h3>
      {strong || faint ? (
        <div className="flex flex-col gap-1 text-sm tabular">
          {strong ? <p>{strong}</p> : null}
          {faint ? <p>{faint}</p> : null}
        </div>
      ) : null}
      <table className="w-full table-fixed text-left text-sm tabular">
        <caption className="sr-only">{t`Strong and faint signals, month by month`}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="w-[28%] py-1 font-normal">
              {t`Month`}
            </th>
            <th scope="col" className="py-1 font-normal">
              {t`Strong, right`}
            </th>
            <th scope="col" className="py-1 font-normal">
              {t`Faint, acted on`}
            </th>
          </tr>
        </thead>
        <tbody>
          {byMonth.months.map((month) => (
            <tr key={month.start} className="border-t border-line">
              <th scope="row" className="py-2 font-normal">
                <span aria-hidden="true">{periodLabel(month.start, 'month')}</span>
                <span className="sr-only">{periodName(month.start, 'month', true)}</span>
              </th>
              <ShareCell share={month.strongRight} />
              <ShareCell share={month.faintActedOn} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted">
        {t`A month needs ${least} strong outcomes, or ${least} faint check-ins, to show a share.`}
      </p>
    </div>
  )
}

function ShareCell({ share }: { share: MonthShare | null }) {
  const { t } = useLingui()
  if (share === null) {
    return (
      <td className="py-2 text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`Not enough yet`}</span>
      </td>
    )
  }
  return (
    <td className="py-2">
      {percentText(share.percent)}{' '}
      <span className="text-xs text-muted">({countOf(share.count, share.of)})</span>
    </td>
  )
}

/**
 * A trend's first and latest month in words: "Strong signals proved right 2 of 4 times in
 * August, 5 of 6 in November." (`say` puts the figures into its sentence).
 */
function trendWords(
  trend: StrengthTrend | null,
  years: boolean,
  say: (figures: {
    count: number
    of: number
    month: string
    lastCount: number
    lastOf: number
    lastMonth: string
  }) => string,
): string | null {
  if (trend === null) return null
  const { from, to } = trend
  return say({
    count: from.share.count,
    of: from.share.of,
    month: periodName(from.start, 'month', years),
    lastCount: to.share.count,
    lastOf: to.share.of,
    lastMonth: periodName(to.start, 'month', years),
  })
}
