import {
  GUT_MIN_JUDGED,
  type MonthShare,
  type StrengthByMonth,
  type StrengthTrend,
} from '@hara/core'
import { periodLabel, periodName } from '../lib/gut-words'

/**
 * Which gut feelings to trust, month by month: how often strong signals proved right and how
 * often faint ones were acted on, a row per month in a table a screen reader reads as it is,
 * with the first and latest month shown in words above it. Shown once the strong or faint
 * check-ins span two months; a month with too few says so with a dash.
 */
export function StrengthByMonthSection({ byMonth }: { byMonth: StrengthByMonth }) {
  if (byMonth.months.length < 2) return null
  const years = byMonth.months[0]!.start.slice(0, 4) !== byMonth.months.at(-1)!.start.slice(0, 4)
  const strong = trendWords('Strong signals proved right', byMonth.strongRight, years)
  const faint = trendWords('You acted on faint signals', byMonth.faintActedOn, years)
  return (
    <div className="flex flex-col gap-2" data-testid="strength-by-month">
      <h3 className="text-sm font-semibold">Month by month</h3>
      {strong || faint ? (
        <div className="flex flex-col gap-1 text-sm tabular">
          {strong ? <p>{strong}</p> : null}
          {faint ? <p>{faint}</p> : null}
        </div>
      ) : null}
      <table className="w-full table-fixed text-left text-sm tabular">
        <caption className="sr-only">Strong and faint signals, month by month</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="w-[28%] py-1 font-normal">
              Month
            </th>
            <th scope="col" className="py-1 font-normal">
              Strong, right
            </th>
            <th scope="col" className="py-1 font-normal">
              Faint, acted on
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
        A month needs {GUT_MIN_JUDGED} strong outcomes, or {GUT_MIN_JUDGED} faint check-ins, to show
        a share.
      </p>
    </div>
  )
}

function ShareCell({ share }: { share: MonthShare | null }) {
  if (share === null) {
    return (
      <td className="py-2 text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not enough yet</span>
      </td>
    )
  }
  return (
    <td className="py-2">
      {share.percent}%{' '}
      <span className="text-xs text-muted">
        ({share.count} of {share.of})
      </span>
    </td>
  )
}

/** "Strong signals proved right 2 of 4 times in August, 5 of 6 in November." */
function trendWords(opening: string, trend: StrengthTrend | null, years: boolean): string | null {
  if (trend === null) return null
  const { from, to } = trend
  const times = (share: MonthShare) => `${share.count} of ${share.of}`
  return (
    `${opening} ${times(from.share)} times in ${periodName(from.start, 'month', years)}, ` +
    `${times(to.share)} in ${periodName(to.start, 'month', years)}.`
  )
}
