import type { GutGrain, GutPeriod } from '@hara/core'
import { cn } from '@/lib/cn'
import { periodLabel, periodName, spansYears } from '../lib/gut-words'
import { PercentGrid } from '@/components/ui/percent-grid'

/**
 * The share of judged outcomes where the gut was right, a bar per period (oldest first, the
 * latest in the warm accent), drawn by the app as a small SVG with lines at 0, 50 and 100%, so
 * it reads at a glance on a phone in both themes. The picture is hidden from screen readers;
 * a table says the same in words.
 */

const WIDTH = 320
const HEIGHT = 150
const LEFT = 34
const RIGHT = 6
const TOP = 18
const BOTTOM = 22
const PLOT_W = WIDTH - LEFT - RIGHT
const PLOT_H = HEIGHT - TOP - BOTTOM

const y = (percent: number) => TOP + PLOT_H - (percent / 100) * PLOT_H

export function GutOverTimeChart({
  periods,
  grain,
}: {
  periods: readonly GutPeriod[]
  grain: GutGrain
}) {
  const years = spansYears(periods)
  const unit = grain === 'month' ? 'month' : 'week'
  const slot = PLOT_W / Math.max(periods.length, 1)
  const bar = Math.min(36, slot * 0.62)
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        data-testid="gut-chart"
      >
        <PercentGrid left={LEFT} right={WIDTH - RIGHT} y={y} />
        {periods.map((period, i) => {
          const centre = LEFT + slot * (i + 0.5)
          const top = Math.min(y(period.percent), y(0) - 2)
          const latest = i === periods.length - 1
          return (
            <g key={period.start} data-period={period.start}>
              <rect
                x={centre - bar / 2}
                y={top}
                width={bar}
                height={y(0) - top}
                rx={4}
                className={cn(latest ? 'fill-warm' : 'fill-accent')}
                fillOpacity={latest ? 1 : 0.75}
              />
              <text
                x={centre}
                y={top - 5}
                textAnchor="middle"
                className="fill-fg text-[10px] font-semibold tabular"
              >
                {period.percent}%
              </text>
              <text
                x={centre}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted text-[10px]"
              >
                {periodLabel(period.start, grain)}
              </text>
            </g>
          )
        })}
      </svg>
      {/* A table ignores the 1 px width of sr-only and would widen the page: its box holds it. */}
      <div className="sr-only">
        <table>
          <caption>How often your gut was right, per {unit}, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">{grain === 'month' ? 'Month' : 'Week'}</th>
              <th scope="col">Gut right</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <tr key={period.start}>
                <th scope="row">{capitalize(periodName(period.start, grain, years))}</th>
                <td>
                  {period.percent}% ({period.right} of {period.judged})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
