import { useLingui } from '@lingui/react/macro'
import { TRUST_CURVE_WEEKS, type CalendarDay, type TrustWeek } from '@hara/core'
import { ChartTable, chartBox, PercentSvg } from '@/components/ui/percent-chart'
import { dateName } from '../lib/date-names'

/**
 * The honored share per week, drawn by the app as a small SVG: a point per week with
 * answered check-ins, joined while weeks follow each other, and a gap for a week without any
 * (never a zero). The picture is hidden from screen readers; a table says the same in words.
 */

const BOX = chartBox({ height: 132, left: 34, right: 10, top: 10, bottom: 24 })
const { y } = BOX

/** 'Oct 12' ('12 oct', '12. Okt.'). */
function shortDate(day: CalendarDay): string {
  return dateName(day, { month: 'short', day: 'numeric' })
}

function x(index: number, count: number): number {
  return BOX.left + (count <= 1 ? BOX.plotW / 2 : (index / (count - 1)) * BOX.plotW)
}

/** Runs of consecutive weeks with a share, as polyline point lists. */
function segments(weeks: readonly TrustWeek[]): string[] {
  const runs: string[] = []
  let run: string[] = []
  weeks.forEach((week, i) => {
    if (week.percent === null) {
      if (run.length > 1) runs.push(run.join(' '))
      run = []
      return
    }
    run.push(`${x(i, weeks.length).toFixed(1)},${y(week.percent).toFixed(1)}`)
  })
  if (run.length > 1) runs.push(run.join(' '))
  return runs
}

export function TrustCurveChart({ weeks }: { weeks: readonly TrustWeek[] }) {
  const { t } = useLingui()
  const count = weeks.length
  const weekOf = (day: CalendarDay) => {
    const date = shortDate(day)
    return t`Week of ${date}`
  }
  const shareOf = ({ percent, honored, answered }: TrustWeek) =>
    t`${percent}% (${honored} of ${answered})`
  const withData = weeks.filter((week) => week.percent !== null).length
  const first = weeks[0]
  const last = weeks.at(-1)
  return (
    <figure className="flex flex-col gap-2" aria-labelledby="trust-curve-title">
      <figcaption id="trust-curve-title" className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">{t`Honored, week by week`}</span>
        <span className="text-xs text-muted">
          {count === 1 ? t`This week` : t`Last ${count} weeks`}
        </span>
      </figcaption>
      <PercentSvg box={BOX} testId="trust-curve">
        {segments(weeks).map((points) => (
          <polyline
            key={points}
            points={points}
            fill="none"
            className="stroke-accent"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
        {weeks.map((week, i) =>
          week.percent === null ? null : (
            <circle
              key={week.start}
              data-week={week.start}
              cx={x(i, weeks.length)}
              cy={y(week.percent)}
              r={3.5}
              className="fill-accent stroke-surface"
              strokeWidth={1.5}
            />
          ),
        )}
        {first && last ? (
          <>
            {weeks.length > 1 ? (
              <text x={BOX.left} y={BOX.height - 6} className="fill-muted text-[10px]">
                {shortDate(first.start)}
              </text>
            ) : null}
            <text
              x={BOX.width - BOX.right}
              y={BOX.height - 6}
              textAnchor="end"
              className="fill-muted text-[10px]"
            >
              {t`This week`}
            </text>
          </>
        ) : null}
      </PercentSvg>
      {withData === 0 ? (
        <p className="text-sm text-muted">
          {t`No answered check-ins in the last ${TRUST_CURVE_WEEKS} weeks yet.`}
        </p>
      ) : null}
      <ChartTable
        caption={t`Share of gut feelings honored, per week, oldest first`}
        columns={[t`Week`, t`Honored`]}
        rows={weeks.map((week, i) => ({
          key: week.start,
          head: i === weeks.length - 1 ? t`This week` : weekOf(week.start),
          value: week.percent === null ? t`No answered check-ins` : shareOf(week),
        }))}
      />
    </figure>
  )
}
