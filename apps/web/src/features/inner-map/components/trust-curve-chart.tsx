import { TRUST_CURVE_WEEKS, type CalendarDay, type TrustWeek } from '@hara/core'
import { PercentGrid } from '@/components/ui/percent-grid'

/**
 * The honored share per week, drawn by the app as a small SVG: a point per week with
 * answered check-ins, joined while weeks follow each other, and a gap for a week without any
 * (never a zero). The picture is hidden from screen readers; a table says the same in words.
 */

const WIDTH = 320
const HEIGHT = 132
const LEFT = 34
const RIGHT = 10
const TOP = 10
const BOTTOM = 24
const PLOT_W = WIDTH - LEFT - RIGHT
const PLOT_H = HEIGHT - TOP - BOTTOM

function shortDate(day: CalendarDay): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

function x(index: number, count: number): number {
  return LEFT + (count <= 1 ? PLOT_W / 2 : (index / (count - 1)) * PLOT_W)
}

function y(percent: number): number {
  return TOP + PLOT_H - (percent / 100) * PLOT_H
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
  const withData = weeks.filter((week) => week.percent !== null).length
  const first = weeks[0]
  const last = weeks.at(-1)
  return (
    <figure className="flex flex-col gap-2" aria-labelledby="trust-curve-title">
      <figcaption id="trust-curve-title" className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">Honored, week by week</span>
        <span className="text-xs text-muted">
          {weeks.length === 1 ? 'This week' : `Last ${weeks.length} weeks`}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        data-testid="trust-curve"
      >
        <PercentGrid left={LEFT} right={WIDTH - RIGHT} y={y} />
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
              <text x={LEFT} y={HEIGHT - 6} className="fill-muted text-[10px]">
                {shortDate(first.start)}
              </text>
            ) : null}
            <text
              x={WIDTH - RIGHT}
              y={HEIGHT - 6}
              textAnchor="end"
              className="fill-muted text-[10px]"
            >
              This week
            </text>
          </>
        ) : null}
      </svg>
      {withData === 0 ? (
        <p className="text-sm text-muted">
          No answered check-ins in the last {TRUST_CURVE_WEEKS} weeks yet.
        </p>
      ) : null}
      {/* A table ignores the 1 px width of sr-only and would widen the page: its box holds it. */}
      <div className="sr-only">
        <table>
          <caption>Share of gut feelings honored, per week, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Honored</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week.start}>
                <th scope="row">
                  {i === weeks.length - 1 ? 'This week' : `Week of ${shortDate(week.start)}`}
                </th>
                <td>
                  {week.percent === null
                    ? 'No answered check-ins'
                    : `${week.percent}% (${week.honored} of ${week.answered})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
